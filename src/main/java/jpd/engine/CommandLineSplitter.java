package jpd.engine;

import java.util.ArrayList;
import java.util.List;

/**
 * Splits a command line into arguments the way a POSIX shell does for plain words, so engines start
 * without a shell: whitespace separates, single quotes keep everything literal, double quotes keep
 * everything but {@code \"} and {@code \\}, and outside quotes a backslash escapes the next character.
 */
public final class CommandLineSplitter {
    private CommandLineSplitter() {
    }

    /** The arguments of this command line; throws {@link IllegalArgumentException} on an unclosed quote or a trailing backslash. */
    public static List<String> split(String commandLine) {
        List<String> arguments = new ArrayList<>();
        StringBuilder current = new StringBuilder();
        // An argument may be empty ('' or ""), so whether one has started is tracked apart from its text.
        boolean inArgument = false;
        int i = 0;
        while (i < commandLine.length()) {
            char c = commandLine.charAt(i);
            if (Character.isWhitespace(c)) {
                if (inArgument) {
                    arguments.add(current.toString());
                    current.setLength(0);
                    inArgument = false;
                }
                i++;
                continue;
            }
            inArgument = true;
            switch (c) {
                case '\'' -> {
                    int end = commandLine.indexOf('\'', i + 1);
                    if (end < 0) {
                        throw new IllegalArgumentException("unclosed ' in: " + commandLine);
                    }
                    current.append(commandLine, i + 1, end);
                    i = end + 1;
                }
                case '"' -> i = appendDoubleQuoted(commandLine, i, current);
                case '\\' -> {
                    if (i + 1 == commandLine.length()) {
                        throw new IllegalArgumentException("trailing backslash in: " + commandLine);
                    }
                    current.append(commandLine.charAt(i + 1));
                    i += 2;
                }
                default -> {
                    current.append(c);
                    i++;
                }
            }
        }
        if (inArgument) {
            arguments.add(current.toString());
        }
        return arguments;
    }

    /** Appends the double-quoted text starting at {@code open} and returns the index after its closing quote. */
    private static int appendDoubleQuoted(String commandLine, int open, StringBuilder current) {
        int i = open + 1;
        while (i < commandLine.length()) {
            char c = commandLine.charAt(i);
            if (c == '"') {
                return i + 1;
            }
            boolean escape = c == '\\' && i + 1 < commandLine.length()
                    && (commandLine.charAt(i + 1) == '"' || commandLine.charAt(i + 1) == '\\');
            current.append(escape ? commandLine.charAt(i + 1) : c);
            i += escape ? 2 : 1;
        }
        throw new IllegalArgumentException("unclosed \" in: " + commandLine);
    }
}
