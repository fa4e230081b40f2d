package jpd.player.external;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * A scripted GTP engine for the adapter's tests, run as a subprocess. It keeps the list of moves it was given
 * (no captures: it is no referee) and answers genmove with the first point in board order that no move of its
 * list names. Arguments: a state directory, then options and faults.
 * <ul>
 *   <li>{@code ACTION:COMMAND:N[:ARG]} fires once over all restarts (a marker file in the state directory) at the
 *       N-th {@code COMMAND} a process gets: {@code crash} exits, {@code hang} never answers, {@code stall}
 *       begins a streamed answer ({@code =} and one line) and never ends it, {@code garbage}
 *       answers nonsense, {@code refuse} answers {@code ? illegal move} without playing, {@code answer} plays and
 *       answers ARG (genmove);</li>
 *   <li>{@code never=MOVE} refuses every {@code play} of that vertex, as GNU Go refuses suicide;</li>
 *   <li>{@code dead=V,V} the answer to {@code final_status_list dead}; {@code noundo} lists no undo;
 *       {@code cputime=S} lists {@code cputime} and answers S; {@code name=N} answers {@code name} with N (a
 *       {@code _} for a space);</li>
 *   <li>{@code kata} lists KataGo's {@code kata-analyze} and {@code kata-genmove_analyze}, which stream lines in
 *       KataGo's format: candidates A1 (whatever is there) and the genmove point, and the ownership of every point;
 *       {@code kata-genmove_analyze} then plays the genmove point, or the vertex of {@code kataplay=V}; with
 *       {@code ponder} it goes on streaming lines after its move until the next command comes.</li>
 * </ul>
 * Every command is appended to {@code commands.log} in the state directory. {@code fake-moves} answers the move
 * list; {@code fake-analyze} streams lines until the next command comes.
 */
public final class ScriptedEngine {
    private static final String COLUMNS = "ABCDEFGHJKLMNOPQRSTUVWXYZ";

    private final Path state;
    private final List<String[]> faults = new ArrayList<>();
    private final Map<String, Integer> counts = new HashMap<>();
    private final List<String> moves = new ArrayList<>();
    private String never = "";
    private String name = "ScriptedEngine";
    private String dead = "";
    private boolean undo = true;
    private boolean kata;
    private String kataPlay;
    /** The answer to cputime, which is listed only when given. */
    private String cpuTime;
    private boolean ponder;
    private int size = 19;

    private ScriptedEngine(Path state) {
        this.state = state;
    }

    /** The argv that starts this engine in a fresh JVM with the tests' class path. */
    static List<String> command(Path state, String... script) {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xshare:auto", "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"),
                ScriptedEngine.class.getName(), state.toString()));
        command.addAll(List.of(script));
        return command;
    }

    /** The commands every process of this engine got so far, in order. */
    static List<String> log(Path state) throws IOException {
        Path log = state.resolve("commands.log");
        return Files.exists(log) ? Files.readAllLines(log) : List.of();
    }

    public static void main(String[] args) throws IOException, InterruptedException {
        ScriptedEngine engine = new ScriptedEngine(Path.of(args[0]));
        for (int i = 1; i < args.length; i++) {
            String arg = args[i];
            if (arg.startsWith("never=")) {
                engine.never = arg.substring(6);
            } else if (arg.startsWith("dead=")) {
                engine.dead = arg.substring(5).replace(',', ' ');
            } else if (arg.equals("noundo")) {
                engine.undo = false;
            } else if (arg.equals("kata")) {
                engine.kata = true;
            } else if (arg.equals("ponder")) {
                engine.ponder = true;
            } else if (arg.startsWith("cputime=")) {
                engine.cpuTime = arg.substring(8);
            } else if (arg.startsWith("name=")) {
                engine.name = arg.substring(5).replace('_', ' ');
            } else if (arg.startsWith("kataplay=")) {
                engine.kataPlay = arg.substring(9);
            } else {
                engine.faults.add(arg.split(":"));
            }
        }
        engine.run();
    }

    private void run() throws IOException, InterruptedException {
        PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            Files.writeString(state.resolve("commands.log"), line + "\n", StandardOpenOption.CREATE, StandardOpenOption.APPEND);
            String[] words = line.strip().split("\\s+");
            String command = words[0];
            int count = counts.merge(command, 1, Integer::sum);
            String answer = fault(command, count, words);
            if (answer == null) {
                answer = answer(words, in, out);
            }
            if (answer != null) {
                out.print(answer + "\n\n");
                out.flush();
            }
            if (command.equals("quit")) {
                return;
            }
        }
    }

    /** The answer of the armed fault (the first that has not fired) when it fires now, or null. */
    private String fault(String command, int count, String[] words) throws IOException, InterruptedException {
        for (int i = 0; i < faults.size(); i++) {
            String[] fault = faults.get(i);
            Path marker = state.resolve("fault-" + i);
            if (Files.exists(marker)) {
                continue;
            }
            if (!fault[1].equals(command) || count < Integer.parseInt(fault[2])) {
                return null;
            }
            Files.createFile(marker);
            switch (fault[0]) {
                case "crash" -> System.exit(3);
                case "hang" -> Thread.sleep(Long.MAX_VALUE);
                case "stall" -> {
                    System.out.print("=\ninfo move A1 visits 1 pv A1\n");
                    System.out.flush();
                    Thread.sleep(Long.MAX_VALUE);
                }
                case "garbage" -> {
                    return "= @@ garbage @@";
                }
                case "refuse" -> {
                    return "? illegal move";
                }
                case "answer" -> {
                    moves.add(words[1].substring(0, 1).toLowerCase() + " " + fault[3]);
                    return "= " + fault[3];
                }
                default -> throw new IllegalArgumentException("unknown fault " + fault[0]);
            }
        }
        return null;
    }

    private String answer(String[] words, BufferedReader in, PrintStream out) throws IOException, InterruptedException {
        return switch (words[0]) {
            case "protocol_version" -> "= 2";
            case "name" -> "= " + name;
            case "list_commands" -> "= " + String.join("\n", commands());
            case "boardsize" -> {
                size = Integer.parseInt(words[1]);
                moves.clear();
                yield "=";
            }
            case "clear_board" -> {
                moves.clear();
                yield "=";
            }
            case "komi", "time_settings", "time_left" -> "=";
            case "cputime" -> "= " + cpuTime;
            case "play" -> {
                if (words[2].equalsIgnoreCase(never)) {
                    yield "? illegal move";
                }
                String vertex = words[2].equalsIgnoreCase("pass") ? "pass" : words[2].toUpperCase();
                moves.add(words[1].toLowerCase().substring(0, 1) + " " + vertex);
                yield "=";
            }
            case "undo" -> {
                if (!undo || moves.isEmpty()) {
                    yield "? cannot undo";
                }
                moves.remove(moves.size() - 1);
                yield "=";
            }
            case "genmove" -> {
                String move = firstFreePoint();
                moves.add(words[1].toLowerCase().substring(0, 1) + " " + move);
                yield "= " + move;
            }
            case "final_status_list" -> "= " + (words[1].equals("dead") ? dead : "");
            case "fake-moves" -> "= " + String.join(", ", moves);
            case "fake-analyze" -> {
                out.print("=\n");
                for (int i = 0; i == 0 || !in.ready(); i++) {
                    out.print("info " + i + "\n");
                    out.flush();
                    Thread.sleep(5);
                }
                out.print("\n");
                out.flush();
                yield null;
            }
            case "kata-analyze" -> {
                out.print("=\n");
                streamUntilInput(in, out);
                yield null;
            }
            case "kata-genmove_analyze" -> {
                out.print("=\n" + kataInfo(1) + "\n");
                String move = kataPlay != null ? kataPlay : firstFreePoint();
                moves.add(words[1].toLowerCase().substring(0, 1) + " " + move);
                if (!ponder) {
                    yield "play " + move;
                }
                out.print("play " + move + "\n");
                streamUntilInput(in, out);
                yield null;
            }
            case "quit" -> "=";
            default -> "? unknown command";
        };
    }

    private List<String> commands() {
        List<String> commands = new ArrayList<>(List.of("protocol_version", "name", "list_commands", "boardsize",
                "clear_board", "komi", "play", "genmove", "final_status_list", "fake-moves", "fake-analyze",
                "fake-genmove_analyze", "time_settings", "time_left", "quit"));
        if (undo) {
            commands.add("undo");
        }
        if (cpuTime != null) {
            commands.add("cputime");
        }
        if (kata) {
            commands.addAll(List.of("kata-analyze", "kata-genmove_analyze"));
        }
        return commands;
    }

    /** Streams analysis lines, at least one, until the next command comes, then ends the answer. */
    private void streamUntilInput(BufferedReader in, PrintStream out) throws IOException, InterruptedException {
        for (int i = 0; i == 0 || !in.ready(); i++) {
            out.print(kataInfo(i) + "\n");
            out.flush();
            Thread.sleep(5);
        }
        out.print("\n");
        out.flush();
    }

    /** A line as KataGo writes it: two candidates, A1 and the genmove point, then the ownership of each point. */
    private String kataInfo(int visits) {
        StringBuilder line = new StringBuilder();
        String[] candidates = {"A1", firstFreePoint()};
        for (int order = 0; order < candidates.length; order++) {
            line.append("info move ").append(candidates[order]).append(" visits ").append(visits)
                    .append(" utility 0.1 winrate 0.55 scoreMean 2.5 scoreStdev 10.0 scoreLead 2.5 scoreSelfplay 2.6")
                    .append(" prior 0.2 lcb 0.5 utilityLcb 0.05 order ").append(order)
                    .append(" pv ").append(candidates[order]).append(" D4 ");
        }
        line.append("ownership");
        for (int point = 0; point < size * size; point++) {
            line.append(point % 2 == 0 ? " 0.25" : " -0.5");
        }
        return line.toString();
    }

    private String firstFreePoint() {
        Set<String> named = new TreeSet<>();
        moves.forEach(move -> named.add(move.substring(2)));
        for (int row = 1; row <= size; row++) {
            for (int column = 0; column < size; column++) {
                String vertex = COLUMNS.charAt(column) + Integer.toString(row);
                if (!named.contains(vertex)) {
                    return vertex;
                }
            }
        }
        return "pass";
    }
}
