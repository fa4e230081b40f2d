package jpd.sgf;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads the syntax of an SGF collection and keeps one line of it: the nodes of the first game
 * tree, following the first variation at each branch (the main line) or the last. Other
 * variations and game trees are checked for syntax and then dropped.
 */
final class SgfParser {
    private static final char BYTE_ORDER_MARK = '\uFEFF';
    /**
     * The most nodes and property values kept on the main line: a real game holds a few thousand, and the limit
     * keeps a huge file from taking gigabytes of memory and minutes (each node costs some hundred bytes).
     */
    static final int MAX_MAIN_LINE_ITEMS = 500_000;

    private final String text;
    private final boolean lastVariation;
    private int mainLineItems;
    private int index;
    private int line = 1;
    private int column = 1;

    private SgfParser(String text, boolean lastVariation) {
        this.text = text;
        this.lastVariation = lastVariation;
    }

    /** The main-line nodes of the first game tree in this text. */
    static List<SgfNode> mainLine(String text) throws SgfException {
        return new SgfParser(text, false).collection();
    }

    /**
     * The nodes of the first game tree in this text following the last variation at each branch: GoGui adds a new
     * variation after the others, so this is the line last played there (its files do not say which one it showed).
     */
    static List<SgfNode> lastLine(String text) throws SgfException {
        return new SgfParser(text, true).collection();
    }

    private List<SgfNode> collection() throws SgfException {
        if (!atEnd() && peek() == BYTE_ORDER_MARK) {
            next();
        }
        skipWhitespace();
        List<SgfNode> mainLine = new ArrayList<>();
        gameTree(mainLine);
        skipWhitespace();
        while (!atEnd() && peek() == '(') {
            gameTree(null);
            skipWhitespace();
        }
        if (!atEnd()) {
            throw error("unexpected " + describe(peek()) + " after the game tree");
        }
        return mainLine;
    }

    /**
     * One open game tree: whether it lies on the kept line, whether a variation has begun in it, and how long the
     * kept line was when its first variation began.
     */
    private static final class OpenTree {
        final boolean onMainLine;
        boolean hasVariations;
        int branchAt;

        OpenTree(boolean onMainLine) {
            this.onMainLine = onMainLine;
        }
    }

    /**
     * Reads {@code ( node+ tree* )}, adding the main line to {@code into} unless null. It loops
     * over a stack instead of recursing, because some files nest every move in a variation of its own.
     */
    private void gameTree(List<SgfNode> into) throws SgfException {
        ArrayDeque<OpenTree> open = new ArrayDeque<>();
        openTree(open, into != null);
        while (!open.isEmpty()) {
            skipWhitespace();
            OpenTree tree = open.peek();
            if (atEnd()) {
                throw error("missing ')' at the end of the file");
            }
            char c = peek();
            if (c == ';' && !tree.hasVariations) {
                SgfNode node = node(tree.onMainLine);
                if (tree.onMainLine) {
                    into.add(node);
                }
            } else if (c == '(') {
                boolean continuesMainLine = tree.onMainLine && (lastVariation || !tree.hasVariations);
                if (!tree.hasVariations) {
                    tree.branchAt = into == null ? 0 : into.size();
                } else if (continuesMainLine) {
                    into.subList(tree.branchAt, into.size()).clear();
                }
                tree.hasVariations = true;
                openTree(open, continuesMainLine);
            } else if (c == ')') {
                next();
                open.pop();
            } else {
                throw error("unexpected " + describe(c) + (tree.hasVariations ? " after the variations" : ""));
            }
        }
    }

    /** Counts one more node or value kept on the main line, failing here when that is too many. */
    private void countKept() throws SgfException {
        if (++mainLineItems > MAX_MAIN_LINE_ITEMS) {
            throw error("more than " + MAX_MAIN_LINE_ITEMS + " nodes and property values on the main line:"
                    + " too large for a game record");
        }
    }

    private void openTree(ArrayDeque<OpenTree> open, boolean onMainLine) throws SgfException {
        if (atEnd() || peek() != '(') {
            throw error("missing '(' to start a game tree, found " + describeNext());
        }
        next();
        skipWhitespace();
        if (atEnd() || peek() != ';') {
            throw error("missing ';' to start a node, found " + describeNext());
        }
        open.push(new OpenTree(onMainLine));
    }

    /** A node; one that is kept on the main line counts towards its limit, with each of its values. */
    private SgfNode node(boolean kept) throws SgfException {
        if (kept) {
            countKept();
        }
        next();
        skipWhitespace();
        List<SgfProperty> properties = new ArrayList<>();
        while (!atEnd() && Character.isLetter(peek())) {
            properties.add(property(kept));
            skipWhitespace();
        }
        if (!atEnd() && peek() != ';' && peek() != '(' && peek() != ')') {
            throw error("unexpected " + describe(peek()) + " where a property name should be");
        }
        return new SgfNode(properties);
    }

    private SgfProperty property(boolean kept) throws SgfException {
        TextPosition start = position();
        StringBuilder name = new StringBuilder();
        while (!atEnd() && Character.isLetter(peek())) {
            char letter = next();
            // FF[3] and older allowed lower-case letters around the upper-case ones: AddBlack = AB.
            if (letter >= 'A' && letter <= 'Z') {
                name.append(letter);
            } else if (letter < 'a' || letter > 'z') {
                throw new SgfException(start, "property name with " + describe(letter));
            }
        }
        if (name.isEmpty()) {
            throw new SgfException(start, "property name without an upper-case letter");
        }
        skipWhitespace();
        if (atEnd() || peek() != '[') {
            throw error("missing '[' after property " + name + ", found " + describeNext());
        }
        List<String> values = new ArrayList<>();
        while (!atEnd() && peek() == '[') {
            if (kept) {
                countKept();
            }
            values.add(value());
            skipWhitespace();
        }
        return new SgfProperty(name.toString(), values, start);
    }

    /** A value between brackets: {@code \x} stands for x, and {@code \} before a line break removes it. */
    private String value() throws SgfException {
        TextPosition start = position();
        next();
        StringBuilder value = new StringBuilder();
        while (!atEnd()) {
            char c = next();
            if (c == ']') {
                return value.toString();
            }
            if (c != '\\') {
                value.append(c);
            } else if (!atEnd()) {
                char escaped = next();
                if (escaped != '\n') {
                    value.append(escaped);
                }
            }
        }
        throw new SgfException(start, "missing ']' to close this '['");
    }

    private static boolean isLineBreak(char c) {
        return c == '\n' || c == '\r';
    }

    private void skipWhitespace() {
        while (!atEnd() && Character.isWhitespace(peek())) {
            next();
        }
    }

    private boolean atEnd() {
        return index >= text.length();
    }

    private char peek() {
        return text.charAt(index);
    }

    /**
     * Consumes one character, counting lines. A line break (\n, \r, \r\n or \n\r) is consumed
     * whole and returned as \n, so values hold one kind of line break.
     */
    private char next() {
        char c = text.charAt(index++);
        if (!isLineBreak(c)) {
            column++;
            return c;
        }
        if (!atEnd() && isLineBreak(peek()) && peek() != c) {
            index++;
        }
        line++;
        column = 1;
        return '\n';
    }

    private TextPosition position() {
        return new TextPosition(line, column);
    }

    private SgfException error(String problem) {
        return new SgfException(position(), problem);
    }

    private String describeNext() {
        return atEnd() ? "the end of the file" : describe(peek());
    }

    private static String describe(char c) {
        return Character.isISOControl(c) ? String.format("character U+%04X", (int) c) : "'" + c + "'";
    }
}
