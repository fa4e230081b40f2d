package jpd.sgf;

import java.nio.charset.Charset;
import java.nio.charset.IllegalCharsetNameException;
import java.nio.charset.StandardCharsets;
import java.nio.charset.UnsupportedCharsetException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Turns the bytes of an SGF file into text: in the charset its CA[] names, else UTF-8. */
final class SgfCharset {
    private static final Pattern CHARSET_PROPERTY = Pattern.compile("(?<![A-Za-z])CA\\s*\\[([^\\]]*)]");

    private SgfCharset() {
    }

    static String decode(byte[] bytes) {
        // Charset names are ASCII, and ISO-8859-1 maps every byte to one character, so the
        // property can be found before the charset is known.
        Matcher matcher = CHARSET_PROPERTY.matcher(new String(bytes, StandardCharsets.ISO_8859_1));
        Charset charset = matcher.find() ? named(matcher.group(1).trim()) : StandardCharsets.UTF_8;
        return new String(bytes, charset);
    }

    private static Charset named(String name) {
        try {
            return Charset.forName(name);
        } catch (IllegalCharsetNameException | UnsupportedCharsetException unknown) {
            // Files in the wild name charsets loosely; UTF-8 is then the best guess.
            return StandardCharsets.UTF_8;
        }
    }
}
