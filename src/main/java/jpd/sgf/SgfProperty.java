package jpd.sgf;

import java.util.List;

/**
 * One property of a node with its unescaped values.
 *
 * @param name     the FF[4] identifier (lower-case letters of old names dropped: {@code AddBlack} is {@code AB})
 * @param values   the values, escapes and soft line breaks resolved
 * @param position where the identifier starts
 */
record SgfProperty(String name, List<String> values, TextPosition position) {

    SgfProperty {
        values = List.copyOf(values);
    }

    /** The first value, for properties that have one. */
    String value() {
        return values.get(0);
    }
}
