package jpd.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import jpd.rules.Color;
import jpd.rules.Game;
import jpd.rules.Phase;
import jpd.sgf.GameRecord;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * A whole game played by clicks in the real GoGui 1.6 with {@code jpd gtp --gogui --size 5
 * --seed 1} (scripts/interop/gogui/: both processes' transcripts, written with --log-gtp, and the
 * SGF GoGui saved): every command GoGui sent is replayed against jpd and every answer must be the
 * one GoGui got, except that the lists of what jpd offers may have grown and that jpd's own moves
 * are replayed as plays; the game's end, the program's score and the saved file are checked as well.
 */
class GoGuiSessionTest {
    /** A session: the folder of its transcripts and SGF, and the options GoGui started jpd with. */
    private record Recording(Path dir, List<String> options) {
    }

    private static final Path DIR = Path.of("scripts", "interop", "gogui");
    private static final Recording CLICKED = new Recording(DIR, List.of("--gogui", "--size", "5", "--seed", "1"));
    /** Black clicked, jpd played White ({@code gogui -computer-white}; F5 after the stop, when GoGui does not ask). */
    private static final Recording AGAINST_JPD = new Recording(DIR.resolve("computer"),
            List.of("--gogui", "--size", "5", "--seed", "1", "--player", "playouts", "--playouts", "300"));

    /**
     * The clicked game's saved file opened again in GoGui with jpd attached (File > Open, then Go > End, 2026-12-05):
     * GoGui starts a new ruler for the file and replays every click to it, marks and claims included, as {@code play}
     * commands (the program, not asked to move, hears none of them).
     */
    private static final Recording REOPENED = new Recording(DIR.resolve("reopened"),
            List.of("--gogui", "--size", "5", "--seed", "1"));

    /**
     * A game clicked with {@code gogui -computer-none} and Territory and dead stones on auto run (2026-12-05): after the
     * stop Black marked D3 dead, White made it seki, Black resumed (F3, C3), then Go > Backward twice took the
     * resumption back and both accepted the marks; GoGui saved the resumption as the main line and the agreed end as a
     * second variation. Recorded with the playout player, whose status estimate its auto-run score drawings show.
     */
    private static final Recording BACKWARD = new Recording(DIR.resolve("backward"),
            List.of("--gogui", "--size", "5", "--seed", "1", "--player", "playouts"));

    /**
     * {@code gogui -computer-none -program "jpd gtp --gogui --size 5 --seed 1" game.sgf} (2026-12-05): GoGui loads the
     * file, then attaches the program, finds a ruler and starts a new game for it.
     */
    private static final Recording FILE_ON_COMMAND_LINE = new Recording(DIR.resolve("cmdline"),
            List.of("--gogui", "--size", "5", "--seed", "1"));

    private record Exchange(String command, String answer) {
    }

    @Test
    void theRulerAnswersAsItAnsweredGoGui() throws Exception {
        assertReplayed(CLICKED, "ruler.transcript");
    }

    @Test
    void theProgramAnswersAsItAnsweredGoGui() throws Exception {
        assertReplayed(CLICKED, "program.transcript");
    }

    @Test
    void theRulerEndedTheGameWithTheBoardTurnCapturesAndResultOfJpd() throws Exception {
        List<Exchange> ruler = transcript(CLICKED, "ruler.transcript");
        assertEquals(String.join("\n", "= ....OO", ".X.O..", "XX.O..", ".XXO..", "XX.O..", ".X.O.."),
                last(ruler, "gogui-rules_board"), "White's two virtual stones on the tray, A3 captured");
        assertEquals("= 1 0", last(ruler, "gogui-rules_captured_count"));
        assertEquals("=", last(ruler, "gogui-rules_legal_moves"), "the game is over");
        String finalResult = last(ruler, "gogui-rules_final_result");
        assertTrue(finalResult.contains("virtual 2") && finalResult.contains("result W+5.5")
                && finalResult.endsWith("Statuses: agreed"), finalResult);
        List<String> duplicates = ruler.stream().filter(exchange -> exchange.command().startsWith("play")
                && exchange.answer().startsWith("?")).map(Exchange::answer).distinct().toList();
        assertTrue(duplicates.stream().allMatch(answer -> answer.contains("is to move") || answer.contains("is over")
                || answer.contains("play resumes")), "GoGui's second copy of each play is refused for the turn: " + duplicates);
        for (String click : List.of("play W A3", "play B F3", "play W C5", "play B C1")) {
            assertTrue(ruler.stream().anyMatch(exchange -> exchange.command().equals(click) && exchange.answer().equals("=")),
                    "the mark, the resumption and the claims after the stops were accepted: " + click);
        }
        String territory = last(ruler, "gogui-rules_board_gfx");
        assertTrue(territory.contains("\nWHITE E1 E2 E3 E4 C5 E5\n") && territory.startsWith("= BLACK A1 C1 A3 A5\n"),
                "the claimed C5 and C1 counted: " + territory);
    }

    @Test
    void theProgramScoresWhatTheRulerShowed() throws Exception {
        List<String> commands = new ArrayList<>(transcript(CLICKED, "program.transcript").stream().map(Exchange::command).toList());
        commands.addAll(List.of("jpd-score_report", "jpd-phase"));
        List<String> answers = serve(CLICKED, commands);
        String report = answers.get(answers.size() - 2);
        assertTrue(report.contains("\nresult: W+5.5\n") && report.contains("\nvirtual_white: 2\n")
                && report.contains("\ncaptured_white: 1\n"), report);
        String ruler = last(transcript(CLICKED, "ruler.transcript"), "gogui-rules_final_result");
        assertTrue(ruler.contains("result W+5.5"), ruler);
        assertEquals("= stopped", answers.get(answers.size() - 1));
    }

    @Test
    void theFileGoGuiSavedLoadsBackWithItsVirtualMoves() throws Exception {
        GameRecord record = GameRecord.readTray(CLICKED.dir().resolve("game.sgf"));
        assertEquals(5, record.size());
        assertEquals(21, record.actions().size(), "28 clicks, of which two marks, a resumption, two claims and two acceptances");
        Game game = record.toGame();
        assertEquals(2, game.virtualStones(Color.WHITE));
        assertEquals(1, game.captured(Color.WHITE));
        assertEquals(Phase.STOPPED, game.phase());
        StringWriter out = new StringWriter();
        int exit = new CommandLine(new CheckCommand()).setOut(new PrintWriter(out))
                .execute("--gogui", CLICKED.dir().resolve("game.sgf").toString());
        assertEquals(ExitCode.OK, exit, out.toString());
        assertEquals("OK (21 moves)", out.toString().strip());
        List<String> loaded = serve(CLICKED, List.of("loadsgf " + CLICKED.dir().resolve("game.sgf"), "final_score",
                "gogui-rules_captured_count"));
        assertEquals(List.of("=", "= W+5.5", "= 1 0"), loaded);
    }

    @Test
    void withoutGoGuiTheSavedFileIsRefusedWithAWordAboutIt() {
        String file = CLICKED.dir().resolve("game.sgf").toString();
        for (CommandRun run : List.of(CommandRun.of(new CheckCommand(), file), CommandRun.of(new ScoreCommand(), file))) {
            assertEquals(ExitCode.USAGE, run.exitCode(), run.toString());
            assertEquals(file + ": line 3, column 18: setup after moves is not supported (PL after move 1; GoGui writes"
                    + " one after each click of a ruler: read a file it saved from jpd gtp --gogui with --gogui)\n",
                    run.err());
        }
    }

    @Test
    void theSavedGameOpenedInGoGuiComesBackWithItsAgreement() throws Exception {
        assertReplayed(REOPENED, "ruler.transcript");
        List<String> commands = new ArrayList<>(transcript(REOPENED, "ruler.transcript").stream()
                .map(Exchange::command).toList());
        assertEquals(28, commands.stream().filter(command -> command.startsWith("play ")).count(), "every click");
        commands.add("gogui-rules_final_result");
        List<String> answers = serve(REOPENED, commands);
        String result = answers.get(answers.size() - 1);
        assertTrue(result.contains("result W+5.5") && result.endsWith("Statuses: agreed"),
                "the result of the game as it was played: " + result);
    }

    @Test
    void scoringASavedFileTakesTheStatusesItsClicksAgreed() throws Exception {
        Path file = AGAINST_JPD.dir().resolve("game.sgf");
        String agreed = score("--gogui", file.toString());
        String ruler = last(transcript(AGAINST_JPD, "ruler.transcript"), "gogui-rules_final_result");
        assertTrue(ruler.contains("result W+32.5") && agreed.contains("\nresult: W+32.5\n")
                && agreed.contains("\ndead_black: 6\n"), "the result GoGui showed: " + agreed);
        String given = score("--gogui", file.toString(), "--dead", "A1");
        assertTrue(given.contains("\ndead_black: 0\n"), "statuses given on the command line replace the clicks': " + given);
    }

    /** What {@code jpd score} prints for these arguments; it must succeed. */
    private static String score(String... args) {
        StringWriter out = new StringWriter();
        int exit = new CommandLine(new ScoreCommand()).setOut(new PrintWriter(out)).execute(args);
        assertEquals(ExitCode.OK, exit, out.toString());
        return out.toString();
    }

    @Test
    void againstJpdTheRulerAndTheProgramAnswerAsTheyAnsweredGoGui() throws Exception {
        assertReplayed(AGAINST_JPD, "ruler.transcript");
        assertReplayed(AGAINST_JPD, "program.transcript");
    }

    @Test
    void againstJpdTheProgramStillAnswersTheFirstGenmoveWithALegalMove() throws Exception {
        List<Exchange> program = transcript(AGAINST_JPD, "program.transcript");
        int first = program.indexOf(program.stream().filter(exchange -> exchange.command().startsWith("genmove"))
                .findFirst().orElseThrow());
        List<String> commands = new ArrayList<>(program.subList(0, first).stream().map(Exchange::command).toList());
        commands.add("gogui-rules_legal_moves");
        commands.add(program.get(first).command());
        List<String> answers = serve(AGAINST_JPD, commands);
        String move = answers.get(answers.size() - 1);
        assertTrue(move.matches("= [A-Z]\\d+"), move);
        List<String> legal = List.of(answers.get(answers.size() - 2).substring(2).split(" "));
        assertTrue(legal.contains(move.substring(2)), move + " is among the legal clicks " + legal);
    }

    @Test
    void againstJpdTheGameEndedWithTheProgramsScoreAndItsFileLoadsBack() throws Exception {
        List<Exchange> program = transcript(AGAINST_JPD, "program.transcript");
        assertTrue(program.stream().filter(exchange -> exchange.command().equals("genmove w")).count() > 10,
                "jpd clicked White's moves, marks and acceptance");
        assertTrue(program.stream().anyMatch(exchange -> exchange.command().equals("genmove w") && exchange.answer().equals("= E1")),
                "jpd took back Black's claim of E1, a point of White's territory");
        List<String> commands = new ArrayList<>(ownMovesAsPlays(program).stream().map(Exchange::command).toList());
        commands.add("jpd-score_report");
        List<String> answers = serve(AGAINST_JPD, commands);
        String report = answers.get(answers.size() - 1);
        String ruler = last(transcript(AGAINST_JPD, "ruler.transcript"), "gogui-rules_final_result");
        assertTrue(report.contains("\nresult: W+32.5\n") && report.contains("\nvirtual_black: 1\n")
                && report.contains("\ncaptured_black: 3\n") && report.contains("\ndead_black: 6\n"), report);
        assertTrue(ruler.contains("result W+32.5") && ruler.contains("captured 3, dead 6, virtual 1")
                && ruler.endsWith("Statuses: agreed"), ruler);
        Path file = AGAINST_JPD.dir().resolve("game.sgf");
        StringWriter out = new StringWriter();
        int exit = new CommandLine(new CheckCommand()).setOut(new PrintWriter(out)).execute("--gogui", file.toString());
        assertEquals(ExitCode.OK, exit, out.toString());
        assertEquals("OK (24 moves)", out.toString().strip(), "35 clicks, of which a resumption, four marks, two claims and four acceptances");
        assertEquals(List.of("=", "= 0 3"), serve(AGAINST_JPD, List.of("loadsgf " + file, "gogui-rules_captured_count")));
    }

    @Test
    void afterGoBackwardOnAResumeTheRulerAndTheProgramAnswerAsTheyAnsweredGoGui() throws Exception {
        assertReplayed(BACKWARD, "ruler.transcript");
        assertReplayed(BACKWARD, "program.transcript");
    }

    @Test
    void whileTheStatusesAreClickedTheAutoRunScoreDrawingCarriesTheRunningScore() throws Exception {
        List<String> commands = transcript(BACKWARD, "program.transcript").stream().map(Exchange::command).toList();
        int mark = commands.indexOf("play B D3");
        assertEquals("jpd-score_gfx", commands.get(mark + 1), "GoGui runs the auto-run command after each click");
        List<String> answers = serve(BACKWARD, commands);
        String marked = answers.get(mark + 1);
        assertTrue(marked.contains("\nMARK D1 D2 D3 D4 D5\n")
                && marked.contains("\nTEXT Black 20, White -5, komi 6.5: B+18.5 (marks; white clicks:"),
                "the score with White's chain marked dead, which GoGui shows in its status bar: " + marked);
        String end = answers.get(answers.size() - 1);
        assertTrue(commands.get(commands.size() - 2).equals("play W A6")
                && end.endsWith("\nTEXT Black 5, White 5, komi 6.5: W+6.5 (agreed, game over)"), end);
    }

    @Test
    void aFileSavedAfterGoBackwardIsReadAlongTheLineGoGuiPlayedLast() throws Exception {
        Path file = BACKWARD.dir().resolve("game.sgf");
        StringWriter out = new StringWriter();
        int exit = new CommandLine(new CheckCommand()).setOut(new PrintWriter(out)).execute("--gogui", file.toString());
        assertEquals(ExitCode.OK, exit, out.toString());
        assertEquals("OK (12 moves)", out.toString().strip(), "ten moves and two passes; not the resumption's C3");
        String report = score("--gogui", file.toString());
        String ruler = last(transcript(BACKWARD, "ruler.transcript"), "gogui-rules_final_result");
        assertTrue(ruler.contains("result W+6.5") && ruler.endsWith("Statuses: agreed"), ruler);
        assertTrue(report.contains("\nmoves_black: 5\n") && report.contains("\nresult: W+6.5\n"), report);
        assertEquals(List.of("=", "= stopped"), serve(BACKWARD, List.of("loadsgf " + file, "jpd-phase")));
    }

    @Test
    void aFileOnGoGuisCommandLineReachesNeitherProcess() throws Exception {
        for (String name : List.of("program.transcript", "ruler.transcript")) {
            List<Exchange> exchanges = transcript(FILE_ON_COMMAND_LINE, name);
            assertReplayed(FILE_ON_COMMAND_LINE, name, 15);
            assertTrue(exchanges.stream().map(Exchange::command).noneMatch(command -> command.startsWith("play ")
                    || command.startsWith("loadsgf") || command.startsWith("gogui-setup")),
                    "GoGui sent nothing of the file to " + name);
        }
        assertEquals(String.join("\n", "= ......", "......", "......", "......", "......", "......"),
                last(transcript(FILE_ON_COMMAND_LINE, "ruler.transcript"), "gogui-rules_board"), "an empty board");
    }

    private static void assertReplayed(Recording recording, String name) throws IOException, CommandFailure {
        assertReplayed(recording, name, 40);
    }

    /** Replays a transcript of more than {@code atLeast} exchanges and checks every answer. */
    private static void assertReplayed(Recording recording, String name, int atLeast) throws IOException, CommandFailure {
        List<Exchange> exchanges = ownMovesAsPlays(transcript(recording, name));
        assertTrue(exchanges.size() > atLeast, "a whole session: " + exchanges.size());
        List<String> answers = serve(recording, exchanges.stream().map(Exchange::command).toList());
        assertEquals(exchanges.size(), answers.size());
        for (int i = 0; i < exchanges.size(); i++) {
            Exchange recorded = exchanges.get(i);
            String where = "answer " + (i + 1) + " to " + recorded.command();
            if (describesJpd(recorded.command())) {
                assertStillSays(recorded, answers.get(i), where);
            } else if (recorded.command().equals("gogui-rules_legal_moves") && recorded.answer().startsWith("= ")
                    && !recorded.answer().contains(" pass")) {
                // Only the lists while stopped lacked pass: since issue 47 the first passer may pass there (RULES.md §6).
                // Its lists are those with the spare column (F1..F5 of these 5x5 games) or, once it clicked that, without
                // the tray row (A6..F6).
                String recordedList = recorded.answer();
                boolean firstPasser = recordedList.endsWith(" F5") || !recordedList.contains(" A6");
                assertEquals(firstPasser ? recordedList + " pass" : recordedList, answers.get(i), where);
            } else {
                assertEquals(recorded.answer(), answers.get(i), where);
            }
        }
        List<String> commands = answers.get(exchanges.indexOf(exchanges.stream()
                .filter(exchange -> exchange.command().equals("list_commands")).findFirst().orElseThrow())).lines().toList();
        exchanges.stream().map(exchange -> exchange.command().split(" ")[0]).distinct()
                .forEach(sent -> assertTrue(commands.contains(sent) || commands.contains("= " + sent),
                        "list_commands names " + sent + ", which GoGui sent"));
    }

    /**
     * The session with each {@code genmove} replaced by the play of the move jpd chose then: the
     * player's choices change whenever it gets stronger, and what is replayed is the game GoGui saw.
     */
    private static List<Exchange> ownMovesAsPlays(List<Exchange> exchanges) {
        return exchanges.stream().map(exchange -> exchange.command().startsWith("genmove ")
                ? new Exchange("play " + exchange.command().substring("genmove ".length()) + " "
                        + exchange.answer().substring(2), "=")
                : exchange).toList();
    }

    /** Answers that list what jpd offers: they grow as jpd gains commands, so only what GoGui saw is checked. */
    private static boolean describesJpd(String command) {
        return command.equals("list_commands") || command.equals("gogui-analyze_commands")
                || command.startsWith("known_command ");
    }

    /** Every line GoGui got is still in the answer; a command unknown then may be known now. */
    private static void assertStillSays(Exchange recorded, String answer, String where) {
        if (recorded.command().startsWith("known_command ")) {
            assertTrue(recorded.answer().equals(answer) || recorded.answer().equals("= false") && answer.equals("= true"),
                    where + ": " + answer);
            return;
        }
        List<String> lines = answer.lines().toList();
        assertTrue(answer.startsWith("= "), where + ": " + answer);
        for (String line : recorded.answer().lines().toList()) {
            assertTrue(lines.contains(line), where + " still has " + line + ": " + answer);
        }
    }

    /** The answers of a fresh {@code jpd gtp --gogui} to these commands, each without its closing empty line. */
    private static List<String> serve(Recording recording, List<String> commands) throws IOException, CommandFailure {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        byte[] input = (String.join("\n", commands) + "\n").getBytes(StandardCharsets.US_ASCII);
        GtpCommand.serve(GtpOptions.tryParse(recording.options()).orElseThrow(), new ByteArrayInputStream(input), out);
        String text = out.toString(StandardCharsets.US_ASCII);
        return Arrays.asList(text.substring(0, text.length() - 2).split("\n\n", -1));
    }

    /** A --log-gtp transcript: {@code > command}, then {@code < line} for each answer line and {@code <} at its end. */
    private static List<Exchange> transcript(Recording recording, String name) throws IOException {
        List<Exchange> exchanges = new ArrayList<>();
        String command = null;
        List<String> answer = new ArrayList<>();
        for (String line : Files.readAllLines(recording.dir().resolve(name), StandardCharsets.US_ASCII)) {
            if (line.startsWith("> ")) {
                command = line.substring(2);
            } else if (line.equals("<")) {
                exchanges.add(new Exchange(command, String.join("\n", answer)));
                answer.clear();
            } else {
                answer.add(line.substring(2));
            }
        }
        return exchanges;
    }

    private static String last(List<Exchange> exchanges, String command) {
        return exchanges.stream().filter(exchange -> exchange.command().equals(command)).reduce((a, b) -> b)
                .orElseThrow().answer();
    }
}
