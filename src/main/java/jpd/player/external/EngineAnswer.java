package jpd.player.external;

import jpd.rules.Move;

/** What the engine answered to genmove, read but not yet judged by our rules. */
sealed interface EngineAnswer {

    /** The answer as a log line shows it: {@code E9}, {@code pass}, {@code resign}, or the text quoted. */
    String describe();

    /** A vertex or pass; the engine has played it. */
    record Played(Move move) implements EngineAnswer {
        @Override
        public String describe() {
            return move.toString();
        }
    }

    /** The engine resigned. */
    record Resigned() implements EngineAnswer {
        @Override
        public String describe() {
            return "resign";
        }
    }

    /** A {@code ?} error or a text that is no move; the engine's own text, cut short, for the log. */
    record Unusable(String text) implements EngineAnswer {
        @Override
        public String describe() {
            return "'" + text + "'";
        }
    }
}
