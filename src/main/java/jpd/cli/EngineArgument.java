package jpd.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import jpd.engine.CommandLineSplitter;
import jpd.match.MatchConfig;
import jpd.player.Players;

/**
 * An engine of {@code jpd match} as written: {@code [NAME=]CMD}, where CMD is a command line, or a player name
 * ({@code builtin}, {@code playouts}, {@code random}, {@code net}: {@link Players#NAMES}) with its options, which runs this program's own {@code gtp --player NAME}
 * seeded per game. NAME is taken when the text before the first {@code =} has no quote, no {@code /} and no word
 * starting with {@code -} (so {@code katago gtp -override-config a=1} has none); a player is called by what was
 * written when it has no NAME.
 *
 * @param label   the engine's name in records, summary and report, if it has one
 * @param command the command line to start it with
 */
record EngineArgument(Optional<String> label, List<String> command) {
    /**
     * The engine written as this option's value.
     *
     * @throws IllegalArgumentException with the option's name, for an empty or malformed command line
     */
    static EngineArgument parse(String option, String text) {
        Optional<String> label = Optional.empty();
        String commandLine = text;
        int equals = text.indexOf('=');
        if (equals > 0 && isLabel(text.substring(0, equals))) {
            label = Optional.of(text.substring(0, equals).strip());
            commandLine = text.substring(equals + 1);
        }
        List<String> words;
        try {
            words = CommandLineSplitter.split(commandLine);
        } catch (IllegalArgumentException e) {
            throw new IllegalArgumentException(option + ": " + e.getMessage(), e);
        }
        if (words.isEmpty()) {
            throw new IllegalArgumentException(option + ": empty command");
        }
        String first = words.get(0);
        if (!Players.NAMES.contains(first)) {
            return new EngineArgument(label, words);
        }
        List<String> command = new ArrayList<>(RegressCommand.selfCommand());
        command.addAll(List.of("--player", first));
        command.addAll(words.subList(1, words.size()));
        command.addAll(List.of("--seed", MatchConfig.SEED_PLACEHOLDER));
        return new EngineArgument(label.or(() -> Optional.of(String.join(" ", words))), command);
    }

    private static boolean isLabel(String text) {
        return !text.isBlank() && !text.contains("\"") && !text.contains("'") && !text.contains("/")
                && !text.matches("(?s)(.*\\s)?-.*");
    }
}
