package jpd.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** The real program on stdin and stdout: golden transcripts beside their inputs, and conversations. */
class GtpEndToEndTest {

    @Test
    void stdoutCarriesOnlyTheProtocol() throws Exception {
        EngineProcess.Run run = EngineProcess.run("protocol_version\nquit\n", "gtp");
        assertEquals("= 2\n\n=\n\n", run.out());
        assertEquals(0, run.exitCode());
    }

    @Test
    void endOfInputExitsCleanly() throws Exception {
        EngineProcess.Run run = EngineProcess.run("name\n", "gtp");
        assertEquals("= jpd-gtp\n\n", run.out());
        assertEquals(0, run.exitCode());
    }

    @Test
    void specExamplesGiveTheGoldenTranscript() throws Exception {
        assertGolden("spec", "gtp", "--seed", "1");
    }

    @Test
    void everyExtensionGivesTheGoldenTranscript() throws Exception {
        assertGolden("extensions", "gtp", "--player", "random", "--seed", "1", "--size", "5", "--komi", "0.5");
    }

    @Test
    void everyErrorIsAnsweredAndLeavesTheBoardAsItWas() throws Exception {
        String output = assertGolden("errors", "gtp", "--seed", "1", "--size", "5");
        String[] answers = output.split("\n\n");
        assertEquals(answers[1], answers[answers.length - 1]);
        assertEquals(24, Arrays.stream(answers).filter(answer -> answer.startsWith("?")).count());
    }

    @Test
    void aHugeLineAndBinaryGarbageGiveErrorsAndTheEngineGoesOn() throws Exception {
        byte[] huge = new byte[1 << 20];
        Arrays.fill(huge, (byte) '7');
        byte[] garbage = new byte[4096];
        new java.util.Random(5).nextBytes(garbage);
        byte[] tail = "\n\u00e9\u00e8 \u4e2d\nname\n".getBytes(StandardCharsets.UTF_8);
        byte[] input = new byte[huge.length + 1 + garbage.length + tail.length];
        System.arraycopy(huge, 0, input, 0, huge.length);
        input[huge.length] = '\n';
        System.arraycopy(garbage, 0, input, huge.length + 1, garbage.length);
        System.arraycopy(tail, 0, input, huge.length + 1 + garbage.length, tail.length);
        EngineProcess.Run run = EngineProcess.run(input, "gtp");
        String out = run.out();
        assertTrue(out.startsWith("? line too long (more than 65536 bytes)\n\n"), out);
        assertTrue(out.endsWith("? unknown command\n\n= jpd-gtp\n\n"), out);
        for (byte b : run.stdout()) {
            assertTrue(b == '\n' || (b >= 32 && b < 127), "non-ASCII byte " + b);
        }
        assertEquals(0, run.exitCode());
    }

    @Test
    void anOverLongCommentOrBlankLineGetsNoAnswerAndAnOverLongCommandGetsItsId() throws Exception {
        String tooLong = "line too long (more than 65536 bytes)\n\n";
        String input = "# " + "x".repeat(70_000) + "\n"
                + " \t\r".repeat(30_000) + "# name\n"
                + "5 name " + "a".repeat(70_000) + "\n"
                + " ".repeat(70_000) + "name\n"
                + "1".repeat(70_000) + " name\n"
                + "6\t\t" + "\u0001".repeat(70_000) + "name\n"
                + "7 # " + "y".repeat(70_000) + "\n"
                + "name\n";
        EngineProcess.Run run = EngineProcess.run(input, "gtp");
        assertEquals("?5 " + tooLong + "? " + tooLong + "? " + tooLong + "?6 " + tooLong + "?7 " + tooLong
                + "= jpd-gtp\n\n", run.out());
        assertEquals(0, run.exitCode());
    }

    @Test
    void aPointSetUpTwiceInOneNodeIsAnErrorWithLineAndColumnForLoadsgfAndCheck() throws Exception {
        Path file = EngineProcess.tempFile();
        Files.writeString(file, "(;SZ[5]\nAB[aa][bb]AW[cc][aa])");
        String conflict = "line 2, column 11: conflicting setup: AW sets aa, which AB of this node sets already";
        EngineProcess.Run gtp = EngineProcess.run("loadsgf " + file + "\nshowboard\n", "gtp",
                "--size", "5");
        assertTrue(gtp.out().startsWith("? cannot load file: " + file + ": " + conflict + "\n\n"), gtp.out());
        assertTrue(gtp.out().contains(" 5 . . . . . 5"), gtp.out());
        EngineProcess.Run check = EngineProcess.run("", "check", file.toString());
        assertEquals(file + ": " + conflict + "\n", check.stderr());
        assertEquals(ExitCode.USAGE, check.exitCode());
    }

    @Test
    void anSgfErrorQuotingLineBreaksIsStillAOneLineAnswer() throws Exception {
        Path file = EngineProcess.tempFile();
        Files.writeString(file, "(;SZ[9]AB[a\n\nb])");
        EngineProcess.Run run = EngineProcess.run("loadsgf " + file + "\nname\n", "gtp");
        assertEquals("? cannot load file: " + file + ": line 1, column 8: 'a\\n\\nb' is not a point\n\n= jpd-gtp\n\n",
                run.out());
    }

    @Test
    void runningOutOfMemoryInACommandIsAnsweredAndEndsTheEngineWithCode3() throws Exception {
        // A search whose tree outgrows a tiny heap long before its playouts or its time run out.
        EngineProcess.Run run = EngineProcess.run("1 genmove b\n2 name\n".getBytes(StandardCharsets.US_ASCII),
                List.of("-Xmx10m"), "gtp", "--player", "playouts", "--playouts", "100000000", "--seconds-per-move", "600",
                "--threads", "1", "--seed", "1");
        assertEquals("?1 out of memory\n\n", run.out());
        assertEquals("jpd gtp: out of memory (JPD_JAVA_OPTS=-Xmx... gives Java more)\n", run.stderr());
        assertEquals(ExitCode.IO_FAILURE, run.exitCode());
    }

    @Test
    void aRandomGameRunsToTwoPassesAndIsScored() throws Exception {
        try (EngineProcess engine = EngineProcess.start("gtp", "--player", "random", "--size", "7", "--seed", "3")) {
            int moves = 0;
            String color = "b";
            while (!engine.ask("jpd-phase").equals("= stopped\n\n")) {
                String answer = engine.ask("genmove " + color);
                assertTrue(answer.matches("= ([A-HJ][1-7]|pass)\n\n"), answer);
                color = color.equals("b") ? "w" : "b";
                assertTrue(++moves < 500, "the game does not end");
            }
            String score = engine.ask("final_score");
            assertTrue(score.matches("= (B|W)\\+[0-9]+(\\.5)?\n\n"), score);
            String report = engine.ask("jpd-score_report");
            assertTrue(report.contains("\nresult: " + score.substring(2, score.length() - 2) + "\n"), report);
            Matcher areas = Pattern.compile("area_black: (\\S+)\narea_white: (\\S+)\n").matcher(report);
            assertTrue(areas.find(), report);
            assertEquals(49.0, Double.parseDouble(areas.group(1)) + Double.parseDouble(areas.group(2)), 1e-9);
            assertEquals("=\n\n", engine.ask("final_status_list seki"));
            assertEquals(0, engine.finish().exitCode());
        }
    }

    @Test
    void theDefaultPlayoutPlayerTakesItsSearchOptions() throws Exception {
        String out = EngineProcess.run("genmove b\ngenmove w\nquit\n", "gtp", "--size", "5", "--seed", "2",
                "--player", "playouts", "--playouts", "50", "--seconds-per-move", "20", "--threads", "1").out();
        assertTrue(out.matches("= [A-E][1-5]\n\n= ([A-E][1-5]|pass)\n\n=\n\n"), out);
    }

    @Test
    void aDisputeResumesAndUndoAfterItUndoesTheStoppingPass() throws Exception {
        String input = "play b pass\nplay w pass\njpd-phase\njpd-dispute\njpd-phase\nundo\njpd-phase\n"
                + "play w pass\njpd-phase\njpd-dispute\nplay b D4\nplay w pass\nplay b E5\njpd-score_report\n";
        String out = EngineProcess.run(input, "gtp", "--size", "9", "--seed", "1").out();
        String[] answers = out.split("\n\n");
        assertEquals("= stopped", answers[2]);
        assertEquals("= dispute", answers[4]);
        assertEquals("= play", answers[6]);
        assertEquals("= stopped", answers[8]);
        assertTrue(answers[13].contains("\nvirtual_white: 1\n"), answers[13]);
        assertTrue(answers[13].contains("\nfirst_passer: black"), answers[13]);
    }

    @Test
    void theTranscriptRecordsBothDirections() throws Exception {
        Path log = EngineProcess.tempFile();
        EngineProcess.Run run = EngineProcess.run("1 name # hi\nplay b Z9\nquit\n", "gtp", "--log-gtp", log.toString());
        assertEquals("=1 jpd-gtp\n\n? invalid vertex 'Z9'\n\n=\n\n", run.out());
        assertEquals("> 1 name\n< =1 jpd-gtp\n<\n> play b Z9\n< ? invalid vertex 'Z9'\n<\n> quit\n< =\n<\n",
                Files.readString(log, StandardCharsets.US_ASCII));
    }

    @Test
    void aStreamedAnswerEndsOnceInTheTranscript() throws Exception {
        Path log = EngineProcess.tempFile();
        EngineProcess.run("boardsize 5\nlz-analyze 1\nname\nquit\n", "gtp", "--log-gtp", log.toString(),
                "--player", "playouts", "--playouts", "50");
        String[] lines = Files.readString(log, StandardCharsets.US_ASCII).split("\n");
        List<String> commands = Arrays.stream(lines).filter(line -> line.startsWith(">")).toList();
        long answerEnds = Arrays.stream(lines).filter(line -> line.equals("<")).count();
        assertEquals(commands.size(), answerEnds, String.join("\n", lines));
        assertEquals("< =", lines[Arrays.asList(lines).indexOf("> lz-analyze 1") + 1]);
    }

    @Test
    void avoidAndAllowKeepTheSearchToTheMovesLeft() throws Exception {
        String out = EngineProcess.run("lz-genmove_analyze b allow b B2,D4 1\n"
                + "kata-genmove_analyze w avoid w B1 1 avoid w A2 1 allow w B1,A2,C3 1\n"
                + "lz-analyze b 10 allow b C3 1\nshowboard\nquit\n",
                "gtp", "--size", "5", "--player", "playouts", "--playouts", "200", "--seed", "1").out();
        String[] answers = out.split("\n\n");
        assertTrue(answers[0].matches("(?s)=\ninfo .*\nplay (B2|D4)"), answers[0]);
        // One move left: played without a search, so without an info line.
        assertEquals("=\nplay C3", answers[1]);
        assertEquals("? avoid and allow leave black no legal move to search", answers[2], "C3 is taken");
        assertTrue(answers[3].contains("moves: black 1 white 1"), "the refusal changed nothing: " + answers[3]);
    }

    /**
     * The real GoGui 1.6 (2026-12-05, under Xvfb) sends {@code gogui-interrupt} after {@code list_commands} when it
     * attaches a program, and on Program > Interrupt (Escape) during a genmove the comment line {@code # interrupt}:
     * jpd's genmove then answered after 4.1 s of its 60 s budget, where before GoGui offered only to kill it.
     */
    @Test
    void goGuisInterruptLineEndsEachSearchWithTheBestMoveSoFar() throws Exception {
        // Each search could run 1000 s: the answers coming within the harness's 60 s are the interrupts' work. Each
        // interrupt comes with its command, most likely before its search starts: it must still end that search.
        try (EngineProcess engine = EngineProcess.start("gtp", "--size", "9", "--player", "playouts", "--playouts", "1000000000",
                "--seconds-per-move", "1000")) {
            engine.send("gogui-interrupt\ngenmove b\n# interrupt\n");
            assertEquals("=\n", engine.readAnswer(), "GoGui learns that the interrupt line is understood");
            assertTrue(engine.readAnswer().matches("= [A-J][1-9]\n"));
            engine.send("reg_genmove w\n# interrupt\n");
            assertTrue(engine.readAnswer().matches("= [A-J][1-9]\n"));
            engine.send("kata-genmove_analyze w\n# interrupt\n");
            String variant = engine.readAnswer();
            assertTrue(variant.matches("(?s)=\n(info .*\n)?play [A-J][1-9]\n"), variant);
            engine.send("showboard\n");
            assertTrue(engine.readAnswer().contains("moves: black 1 white 1"), "genmove and the variant played");
        }
    }

    /**
     * Issue 47 item 4: a genmove with a command queued behind it, then the interrupt. Each search could run 1000 s, so
     * only the interrupt can end 10 within the harness's 60 s; 11 must then search on, its info lines coming, until an
     * interrupt sent while it runs ends it.
     */
    @Test
    void anInterruptStopsTheSearchRunningWhenItArrivesNotTheCommandQueuedBehindIt() throws Exception {
        try (EngineProcess engine = EngineProcess.start("gtp", "--size", "9", "--player", "playouts", "--playouts", "1000000000",
                "--seconds-per-move", "1000")) {
            engine.send("boardsize 9\nplay b E5\n10 genmove w\n11 lz-genmove_analyze b 10\n# interrupt\n");
            List<String> lines = new ArrayList<>();
            while (!lines.contains("=11")) {
                lines.add(engine.readLine());
            }
            assertTrue(lines.stream().anyMatch(line -> line.matches("=10 [A-J][1-9]")), "10 was cut: " + lines);
            String first = engine.readLine();
            assertTrue(first.startsWith("info move "), "11 searches on after the interrupt that cut 10: " + first);
            engine.send("# interrupt\n");
            String line = first;
            while (line.startsWith("info move ")) {
                line = engine.readLine();
            }
            assertTrue(line.matches("play [A-J][1-9]"), "11 ended by the second interrupt: " + line);
            engine.send("quit\n");
            assertEquals(0, engine.finish().exitCode());
        }
    }

    @Test
    void aLateInterruptLeavesTheNextSearchAlone() throws Exception {
        // The interrupt comes after its command (name) ended: the genmove that follows searches as usual.
        EngineProcess.Run run = EngineProcess.run("name\n# interrupt\ngenmove b\nquit\n".getBytes(
                StandardCharsets.US_ASCII), List.of(
                "-Dorg.slf4j.simpleLogger.log.jpd.player.playouts.PlayoutPlayer=info"), "gtp", "--size", "9",
                "--player", "playouts", "--playouts", "2000");
        Matcher simulations = Pattern.compile(": (\\d+) simulations in ").matcher(run.stderr());
        assertTrue(simulations.find(), run.stderr());
        // An interrupted search stops after its first simulation; this one may stop early only once decided.
        assertTrue(Integer.parseInt(simulations.group(1)) > 500, run.stderr());
    }

    @Test
    void cputimeCountsTheSearchesCpuSeconds() throws Exception {
        String[] answers = EngineProcess.run("cputime\ngenmove b\ncputime\ncputime now\nquit\n",
                "gtp", "--size", "9", "--player", "playouts", "--playouts", "20000", "--seed", "1").out().split("\n\n");
        assertTrue(answers[0].matches("= \\d+\\.\\d{3}") && answers[2].matches("= \\d+\\.\\d{3}"),
                answers[0] + " " + answers[2]);
        double before = Double.parseDouble(answers[0].substring(2));
        double after = Double.parseDouble(answers[2].substring(2));
        assertTrue(after > before, "20,000 playouts take CPU time: " + before + " then " + after);
        assertTrue(answers[3].startsWith("? "), answers[3]);
    }

    @Test
    void liveGraphicsDrawTheSearchOnStderrAndClearItBeforeTheAnswer() throws Exception {
        EngineProcess.Run run = EngineProcess.run("genmove b\nquit\n", "gtp", "--size", "9", "--live-gfx",
                "--player", "playouts", "--playouts", "1000000000", "--seconds-per-move", "1.2");
        assertTrue(run.out().matches("= [A-J][1-9]\n\n=\n\n"), run.out());
        String stderr = run.stderr();
        assertTrue(stderr.matches("(?s)gogui-gfx:\nVAR b [A-J][1-9]( [bw] \\S+)*\n(LABEL [A-J][1-9] \\d+.*\n)?"
                + "TEXT black: \\d+ visits, .*"), stderr);
        assertTrue(stderr.endsWith("gogui-gfx: CLEAR\n"), stderr);
        String silent = EngineProcess.run("genmove b\nquit\n", "gtp", "--size", "9", "--player", "playouts", "--playouts", "500").stderr();
        assertTrue(!silent.contains("gogui-gfx"), "without --live-gfx nothing is drawn: " + silent);
    }

    @Test
    void commandLineOptionsSetSizeKomiAndRules() throws Exception {
        String out = EngineProcess.run("jpd-rules\njpd-score_report\nshowboard\n",
                "gtp", "--size", "3", "--komi", "-2.5", "--rules", "art-novirtual ko=simple").out();
        assertTrue(out.startsWith("= art-novirtual ko=simple komi_rule=fixed\n\n= rules: "), out);
        assertTrue(out.contains("\nkomi: -2.5\n"), out);
        assertTrue(out.contains("\n 3 . . . 3\n"), out);
    }

    private static String assertGolden(String name, String... args) throws Exception {
        String input = EngineProcess.resource(name + ".in");
        String expected = EngineProcess.resource(name + ".out");
        EngineProcess.Run run = EngineProcess.run(input, args);
        assertEquals(expected, run.out(), name);
        assertEquals(0, run.exitCode());
        return run.out();
    }
}
