package jpd.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import jpd.engine.Excerpt;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code jpd gtp --engine} over an engine that dies for good, or answers garbage: genmove still gets moves. */
class BrokenEngineEndToEndTest {
    /**
     * A GTP engine in bash that starts only once (its marker file stops a second start) and then, in mode
     * {@code die}, exits on genmove, or in mode {@code garbage}, answers it with 100000 characters and controls.
     */
    private static final String ENGINE = """
            [ -e "$1" ] && exit 1
            : > "$1"
            while read -r command rest; do
              case "$command" in
                list_commands) printf '= protocol_version\\nname\\nlist_commands\\nboardsize\\nclear_board\\nkomi\\nplay\\ngenmove\\nfinal_status_list\\n\\n' ;;
                genmove)
                  [ "$2" = die ] && exit 1
                  printf '= '; head -c 100000 /dev/zero | tr '\\0' x; printf '\\001\\033\\n\\n' ;;
                quit) printf '=\\n\\n'; exit 0 ;;
                *) printf '=\\n\\n' ;;
              esac
            done
            """;

    @TempDir
    Path folder;
    private Path script;

    @BeforeEach
    void writeEngine() throws Exception {
        script = Files.writeString(folder.resolve("engine.sh"), ENGINE);
    }

    @Test
    void anEngineThatCannotBeRecoveredLeavesGenmoveToThePlayerAndTheScoreToOurEstimate() throws Exception {
        EngineProcess.Run run = EngineProcess.run("play b E5\ngenmove w\ngenmove b\nfinal_score\nquit\n", "gtp",
                "--engine", engine("die"), "--player", "random", "--size", "9", "--seed", "1", "--engine-timeout", "10");
        String[] answers = run.out().split("\n\n");
        assertEquals(5, answers.length, run.out());
        assertTrue(answers[1].matches("= [A-HJ][1-9]") && answers[2].matches("= [A-HJ][1-9]"), run.out());
        assertTrue(answers[3].matches("= [BW]\\+\\d+(\\.5)?"), run.out());
        assertTrue(run.stderr().contains("genmove WHITE: engine failed and could not be recovered"), run.stderr());
        assertTrue(run.stderr().contains("policy builtin answers instead"), run.stderr());
        assertFalse(run.showsJavaFailure(), run.stderr());
        assertEquals(0, run.exitCode());
    }

    @Test
    void aHugeGarbageAnswerIsLoggedCutShort() throws Exception {
        EngineProcess.Run run = EngineProcess.run("genmove b\nquit\n", "gtp", "--engine", engine("garbage"),
                "--player", "random", "--size", "9", "--seed", "1");
        assertTrue(run.out().matches("= [A-HJ][1-9]\n\n=\n\n"), run.out());
        assertTrue(run.stderr().contains("x".repeat(Excerpt.MAX_CHARS - 2) + "... (100004 characters in all)"),
                run.stderr());
        // Besides the one line saying which rules the engine was told, only the excerpt.
        String others = run.stderr().lines().filter(line -> !line.contains("engine rules for"))
                .collect(java.util.stream.Collectors.joining("\n"));
        assertTrue(run.stderr().contains("engine rules for an unknown engine: none"), run.stderr());
        assertTrue(others.length() < 2 * Excerpt.MAX_CHARS, run.stderr());
        assertFalse(run.stderr().contains("\u0001") || run.stderr().contains("\u001b"), run.stderr());
    }

    private String engine(String mode) {
        return "bash " + script + " " + folder.resolve(mode + ".started") + " " + mode;
    }
}
