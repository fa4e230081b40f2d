package jpd.sgf;

import java.nio.charset.Charset;
import java.nio.charset.IllegalCharsetNameException;
import java.nio.charset.StandardCharsets;
import java.nio.charset.UnsupportedCharsetException;
import java.util.Optional;

/** Turns the bytes of an SGF file into text: in the charset its CA[] names, else UTF-8. */
final class SgfCharset {
    private SgfCharset() {
    }

    static String decode(byte[] bytes) {
        // Charset names are ASCII, and ISO-8859-1 maps every byte to one character, so the
        // property can be found before the charset is known.
        Charset charset = charsetValue(new String(bytes, StandardCharsets.ISO_8859_1))
                .map(SgfCharset::named).orElse(StandardCharsets.UTF_8);
        return new String(bytes, charset);
    }

    /**
     * The value of the first {@code CA[...]} whose name follows no letter. A plain search, not a regular
     * expression: one with a look-behind took seconds over a file of 64 MB.
     */
    private static Optional<String> charsetValue(String text) {
        for (int at = text.indexOf("CA"); at >= 0; at = text.indexOf("CA", at + 1)) {
            if (at > 0 && isAsciiLetter(text.charAt(at - 1))) {
                continue;
            }
            int open = at + 2;
            while (open < text.length() && " \t\n\u000B\f\r".indexOf(text.charAt(open)) >= 0) {
                open++;
            }
            int close = open < text.length() && text.charAt(open) == '[' ? text.indexOf(']', open) : -1;
            if (close >= 0) {
                return Optional.of(text.substring(open + 1, close).trim());
            }
        }
        return Optional.empty();
    }

    private static boolean isAsciiLetter(char c) {
        return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
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
