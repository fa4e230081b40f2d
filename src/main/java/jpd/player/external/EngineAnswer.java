package jpd.player.external;

import jpd.rules.Move;

/** What the engine answered to genmove, read but not yet judged by our rules. */
sealed interface EngineAnswer {

    /** A vertex or pass; the engine has played it. */
    record Played(Move move) implements EngineAnswer {
    }

    /** The engine resigned. */
    record Resigned() implements EngineAnswer {
    }

    /** A {@code ?} error or a text that is no move; the engine's own text, cut short, for the log. */
    record Unusable(String text) implements EngineAnswer {
    }
}
