package jpd.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Random and mutated GTP lines, and mutated SGF files for {@code loadsgf}, fed to the real {@code jpd gtp}: one
 * answer per command line, each {@code =} or {@code ?}, no internal error, nothing on stderr that looks like a
 * Java failure, and the engine still serving at the end. The commands come from the gtp-tests suites, the files
 * from the SGF files of the tests; {@code -Djpd.fuzz.lines=N} and {@code -Djpd.fuzz.seed=S} make a longer or
 * another run.
 */
class GtpFuzzTest {
    private static final int LINES = Integer.getInteger("jpd.fuzz.lines", 3000);
    private static final long SEED = Long.getLong("jpd.fuzz.seed", 12);
    /** One line in this many loads a mutated SGF file. */
    private static final int LOADSGF_EVERY = 8;
    /** Commands missing from the suites, or that a mutation seldom reaches. */
    private static final List<String> MORE_COMMANDS = List.of("genmove b", "genmove w", "reg_genmove b", "showboard",
            "final_status_list dead", "jpd-legal_moves", "gogui-rules_board", "list_commands", "version",
            "known_command play", "jpd-rules_param ko simple", "place_free_handicap 3", "printsgf");

    @TempDir
    Path folder;

    @Test
    void everyCommandLineGetsOneAnswerAndTheEngineServesOn() throws Exception {
        Random random = new Random(SEED);
        List<String> commands = suiteCommands();
        List<byte[]> games = sgfCorpus();
        ByteArrayOutputStream input = new ByteArrayOutputStream();
        int expected = 0;
        int files = 0;
        for (int i = 0; i < LINES; i++) {
            byte[] line;
            if (random.nextInt(LOADSGF_EVERY) == 0) {
                Path file = folder.resolve("fuzz-" + files++ + ".sgf");
                Files.write(file, mutate(games.get(random.nextInt(games.size())), random, games));
                line = ("loadsgf " + file + (random.nextBoolean() ? "" : " " + random.nextInt(40))).getBytes(StandardCharsets.US_ASCII);
            } else {
                String command = random.nextInt(4) == 0 ? MORE_COMMANDS.get(random.nextInt(MORE_COMMANDS.size()))
                        : commands.get(random.nextInt(commands.size()));
                line = random.nextInt(3) == 0 ? command.getBytes(StandardCharsets.ISO_8859_1)
                        : mutate(command.getBytes(StandardCharsets.ISO_8859_1), random, List.of());
            }
            line = withoutLineFeeds(line);
            if (endsOrWrites(line)) {
                continue;
            }
            input.write(line);
            input.write('\n');
            expected += holdsACommand(line) ? 1 : 0;
        }
        input.write("name\n".getBytes(StandardCharsets.US_ASCII));

        EngineProcess.Run run = EngineProcess.run(input.toByteArray(), "gtp", "--player", "random", "--seed",
                Long.toString(SEED));

        String out = run.out();
        assertTrue(out.endsWith("\n\n= jpd-gtp\n\n"), "the engine stopped serving: " + tail(out));
        String[] answers = out.split("\n\n");
        assertEquals(expected + 1, answers.length, tail(out));
        for (String answer : answers) {
            assertTrue(answer.startsWith("=") || answer.startsWith("?"), answer);
            assertFalse(answer.contains("internal error"), answer);
        }
        assertFalse(run.showsJavaFailure(), run.stderr());
        assertEquals(0, run.exitCode());
    }

    /** The command lines of the gtp-tests suites, ids and expectations dropped. */
    private static List<String> suiteCommands() throws Exception {
        List<String> commands = new ArrayList<>();
        try (Stream<Path> suites = Files.list(Path.of("gtp-tests"))) {
            for (Path suite : suites.filter(file -> file.toString().endsWith(".tst")).sorted().toList()) {
                for (String line : Files.readAllLines(suite)) {
                    String command = line.replaceFirst("^\\d+\\s+", "").strip();
                    if (!command.isEmpty() && !command.startsWith("#")) {
                        commands.add(command);
                    }
                }
            }
        }
        return commands;
    }

    /** The SGF files of the tests, well-formed and malformed. */
    private static List<byte[]> sgfCorpus() throws Exception {
        List<byte[]> games = new ArrayList<>();
        for (Path dir : List.of(Path.of("gtp-tests/sgf"), Path.of("src/test/resources/sgf"))) {
            try (Stream<Path> files = Files.list(dir)) {
                for (Path file : files.sorted().toList()) {
                    games.add(Files.readAllBytes(file));
                }
            }
        }
        return games;
    }

    /** A few random edits: a byte replaced, inserted or removed, a piece repeated, or a piece of another text. */
    private static byte[] mutate(byte[] text, Random random, List<byte[]> others) {
        ByteArrayOutputStream edited = new ByteArrayOutputStream();
        edited.writeBytes(text);
        byte[] bytes = edited.toByteArray();
        for (int edits = 1 + random.nextInt(3); edits > 0; edits--) {
            int at = bytes.length == 0 ? 0 : random.nextInt(bytes.length);
            ByteArrayOutputStream next = new ByteArrayOutputStream();
            next.write(bytes, 0, at);
            switch (random.nextInt(6)) {
                case 0 -> next.write(interesting(random));
                case 1 -> {
                    next.write(interesting(random));
                    at = Math.min(bytes.length, at + 1);
                }
                case 2 -> at = Math.min(bytes.length, at + 1 + random.nextInt(4));
                case 3 -> next.write(bytes, at, Math.min(bytes.length - at, random.nextInt(20)));
                case 4 -> {
                    byte[] other = others.isEmpty() ? bytes : others.get(random.nextInt(others.size()));
                    int from = other.length == 0 ? 0 : random.nextInt(other.length);
                    next.write(other, from, Math.min(other.length - from, random.nextInt(40)));
                }
                default -> next.writeBytes(String.valueOf(random.nextInt()).getBytes(StandardCharsets.US_ASCII));
            }
            next.write(bytes, at, bytes.length - at);
            bytes = next.toByteArray();
        }
        return bytes;
    }

    /** A byte that parsers care about, or any byte. */
    private static int interesting(Random random) {
        String special = " \t\r#;()[]\\:-+.0123456789abtABTWpassvirtual";
        return random.nextInt(4) == 0 ? random.nextInt(256) : special.charAt(random.nextInt(special.length()));
    }

    private static byte[] withoutLineFeeds(byte[] line) {
        byte[] copy = line.clone();
        for (int i = 0; i < copy.length; i++) {
            copy[i] = copy[i] == '\n' ? (byte) ' ' : copy[i];
        }
        return copy;
    }

    /** Whether the line (once preprocessed) ends the session or writes a file somewhere: not fed. */
    private static boolean endsOrWrites(byte[] line) {
        List<String> words = List.of(preprocessed(line).toLowerCase(Locale.ROOT).split(" +"));
        int name = !words.isEmpty() && words.get(0).matches("\\d+") ? 1 : 0;
        String command = words.size() > name ? words.get(name) : "";
        return command.equals("quit") || (command.equals("printsgf") && words.size() > name + 1);
    }

    /** GTP's preprocessing, written again here: no control characters, no comment, tabs as spaces, trimmed. */
    private static String preprocessed(byte[] line) {
        StringBuilder text = new StringBuilder();
        for (byte b : line) {
            int c = b & 0xFF;
            if (c == '#') {
                break;
            }
            if (c == '\t') {
                text.append(' ');
            } else if (c >= 32 && c != 127) {
                text.append((char) c);
            }
        }
        return text.toString().strip();
    }

    private static boolean holdsACommand(byte[] line) {
        return !preprocessed(line).isEmpty();
    }

    private static String tail(String out) {
        return out.substring(Math.max(0, out.length() - 2000));
    }
}
