package jpd.match;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Deque;
import java.util.List;

/**
 * A scripted GTP engine for match tests, run as a subprocess: genmove answers the next move of its script, then
 * {@code pass}; {@code final_status_list dead} answers its {@code dead=} list whatever the board; it checks
 * nothing. Arguments: {@code name=NAME}, {@code moves=C1,pass,E3}, {@code dead=D1}, {@code hang=N} (never answers
 * the N-th genmove of a process), {@code slowstart=MS} (answers its first command MS milliseconds late, as an
 * engine loading a network).
 */
public final class MatchScriptEngine {

    /** The argv that starts this engine in a fresh JVM with the tests' class path. */
    static List<String> command(String... script) {
        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xshare:auto", "-XX:TieredStopAtLevel=1", "-cp", System.getProperty("java.class.path"),
                MatchScriptEngine.class.getName()));
        command.addAll(List.of(script));
        return command;
    }

    public static void main(String[] args) throws IOException, InterruptedException {
        String name = "scripted";
        int hang = 0;
        long slowStart = 0;
        int genmoves = 0;
        Deque<String> moves = new ArrayDeque<>();
        String dead = "";
        for (String arg : args) {
            if (arg.startsWith("name=")) {
                name = arg.substring(5);
            } else if (arg.startsWith("moves=")) {
                moves.addAll(Arrays.asList(arg.substring(6).split(",")));
            } else if (arg.startsWith("hang=")) {
                hang = Integer.parseInt(arg.substring(5));
            } else if (arg.startsWith("slowstart=")) {
                slowStart = Long.parseLong(arg.substring(10));
            } else if (arg.startsWith("dead=")) {
                dead = arg.substring(5).replace(',', ' ');
            }
        }
        PrintStream out = new PrintStream(System.out, false, StandardCharsets.UTF_8);
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        for (String line = in.readLine(); line != null; line = in.readLine()) {
            Thread.sleep(slowStart);
            slowStart = 0;
            String[] words = line.strip().split("\\s+");
            if (words[0].equals("genmove") && ++genmoves == hang) {
                Thread.sleep(Long.MAX_VALUE);
            }
            String answer = switch (words[0]) {
                case "protocol_version" -> "= 2";
                case "name" -> "= " + name;
                case "version" -> "= 1";
                case "list_commands" -> "= protocol_version\nname\nversion\nlist_commands\nboardsize\nclear_board\n"
                        + "komi\nplay\ngenmove\nfinal_status_list\nquit";
                case "boardsize", "clear_board", "komi", "play", "quit" -> "=";
                case "genmove" -> "= " + (moves.isEmpty() ? "pass" : moves.poll());
                case "final_status_list" -> "= " + (words.length > 1 && words[1].equals("dead") ? dead : "");
                default -> "? unknown command";
            };
            out.print(answer + "\n\n");
            out.flush();
            if (words[0].equals("quit")) {
                return;
            }
        }
    }
}
