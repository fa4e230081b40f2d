package jpd.regress;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.regex.PatternSyntaxException;
import jpd.files.InputFiles;

/**
 * Reads GNU Go regression files: each non-comment line is a GTP command, numbered ({@code 10 genmove b}) or
 * not; a {@code #? [re]} line (optionally followed by {@code *} or {@code &}) gives the expected answer of the
 * numbered command before it; other lines starting with {@code #} and blank lines are ignored.
 */
public final class ScriptParser {
    private static final Pattern NUMBERED = Pattern.compile("(\\d+)(?:\\s+(.*))?");

    private ScriptParser() {
    }

    /** The commands of this file (UTF-8), read as {@link InputFiles#read} reads. */
    public static List<ScriptCommand> parse(Path file) throws IOException, ScriptParseException {
        return parse(new String(InputFiles.read(file), StandardCharsets.UTF_8).lines().toList());
    }

    /** The commands of these lines. */
    public static List<ScriptCommand> parse(List<String> lines) throws ScriptParseException {
        List<ScriptCommand> commands = new ArrayList<>();
        for (int index = 0; index < lines.size(); index++) {
            int number = index + 1;
            String line = lines.get(index).strip();
            if (line.startsWith("#?")) {
                attachExpectation(commands, number, parseExpectation(number, line.substring(2).strip()));
            } else {
                // As GTP itself does, a '#' starts a comment anywhere on a command line.
                int hash = line.indexOf('#');
                String text = (hash < 0 ? line : line.substring(0, hash)).strip();
                if (!text.isEmpty()) {
                    commands.add(parseCommand(number, text));
                }
            }
        }
        return commands;
    }

    private static ScriptCommand parseCommand(int number, String text) throws ScriptParseException {
        Matcher numbered = NUMBERED.matcher(text);
        if (!numbered.matches()) {
            return new ScriptCommand(number, OptionalInt.empty(), text, Optional.empty());
        }
        if (numbered.group(2) == null) {
            throw new ScriptParseException(number, "test number " + numbered.group(1) + " without a command");
        }
        try {
            return new ScriptCommand(number, OptionalInt.of(Integer.parseInt(numbered.group(1))), numbered.group(2),
                    Optional.empty());
        } catch (NumberFormatException tooLarge) {
            throw new ScriptParseException(number, "test number too large: " + numbered.group(1));
        }
    }

    private static void attachExpectation(List<ScriptCommand> commands, int number, Expectation expected)
            throws ScriptParseException {
        int last = commands.size() - 1;
        if (last < 0 || commands.get(last).id().isEmpty()) {
            throw new ScriptParseException(number, "'#?' must follow a numbered command");
        }
        if (commands.get(last).expectation().isPresent()) {
            throw new ScriptParseException(number, "a second '#?' for test " + commands.get(last).id().getAsInt());
        }
        commands.set(last, commands.get(last).expecting(expected));
    }

    /** Parses the text after {@code #?}: {@code [re]}, {@code [!re]} or {@code [?]}, then {@code *}, {@code &} or nothing. */
    private static Expectation parseExpectation(int number, String written) throws ScriptParseException {
        // The last ']' closes the brackets, so the regex itself may contain ']' (as in GNU Go's scripts).
        int close = written.lastIndexOf(']');
        if (!written.startsWith("[") || close < 0) {
            throw new ScriptParseException(number, "expected '#? [regex]', got '#? " + written + "'");
        }
        String inside = written.substring(1, close);
        Expectation.Marker marker = switch (written.substring(close + 1).strip()) {
            case "" -> Expectation.Marker.NONE;
            case "*" -> Expectation.Marker.EXPECTED_TO_FAIL;
            case "&" -> Expectation.Marker.IGNORED;
            default -> throw new ScriptParseException(number, "only '*' or '&' may follow ']': '" + written + "'");
        };
        if (inside.equals("?")) {
            return new Expectation(written, new Expectation.Fails(), marker);
        }
        boolean negated = inside.startsWith("!");
        String regex = negated ? inside.substring(1) : inside;
        try {
            Pattern pattern = Pattern.compile(regex, Pattern.MULTILINE | Pattern.DOTALL);
            return new Expectation(written, new Expectation.Matches(pattern, negated), marker);
        } catch (PatternSyntaxException e) {
            throw new ScriptParseException(number, "bad regex '" + regex + "': " + e.getDescription());
        }
    }
}
