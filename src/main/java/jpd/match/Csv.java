package jpd.match;

import java.util.ArrayList;
import java.util.List;

/** CSV fields as RFC 4180 has them: a field with a comma, quote or line break is quoted, quotes doubled. */
final class Csv {
    private Csv() {
    }

    /** One line of these fields. */
    static String line(List<String> fields) {
        List<String> quoted = new ArrayList<>(fields.size());
        for (String field : fields) {
            boolean needsQuotes = field.indexOf(',') >= 0 || field.indexOf('"') >= 0
                    || field.indexOf('\n') >= 0 || field.indexOf('\r') >= 0;
            quoted.add(needsQuotes ? '"' + field.replace("\"", "\"\"") + '"' : field);
        }
        return String.join(",", quoted);
    }

    /** The fields of one line written by {@link #line}. */
    static List<String> fields(String line) {
        List<String> fields = new ArrayList<>();
        StringBuilder field = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (quoted) {
                if (c == '"' && i + 1 < line.length() && line.charAt(i + 1) == '"') {
                    field.append('"');
                    i++;
                } else if (c == '"') {
                    quoted = false;
                } else {
                    field.append(c);
                }
            } else if (c == '"') {
                quoted = true;
            } else if (c == ',') {
                fields.add(field.toString());
                field.setLength(0);
            } else {
                field.append(c);
            }
        }
        fields.add(field.toString());
        return fields;
    }
}
