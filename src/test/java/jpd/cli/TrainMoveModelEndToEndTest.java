package jpd.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code jpd train-move-model} through the real program: a model from the named player's games, one line per bad input. */
class TrainMoveModelEndToEndTest {
    @TempDir
    Path folder;

    @Test
    void learnsFromTheNamedPlayersGamesAndSkipsTheOthers() throws Exception {
        Path games = Files.createDirectories(folder.resolve("games"));
        for (int g = 0; g < 10; g++) {
            Files.writeString(games.resolve("game-" + g + ".sgf"),
                    "(;SZ[9]PB[Teacher 1.0]PW[Someone];B[ee];W[ec];B[ed];W[dc];B[cd];W[gg];B[gf])");
        }
        Files.writeString(games.resolve("other.sgf"), "(;SZ[9]PB[Someone]PW[Else];B[ee])");
        Files.writeString(games.resolve("illegal.sgf"), "(;SZ[9]PB[Teacher]PW[Else];B[ee];W[ee])");
        Files.writeString(games.resolve("broken.sgf"), "(;SZ[9]PB[Teacher];B[ee]");
        Path model = folder.resolve("model.txt");

        EngineProcess.Run run = EngineProcess.run("", "train-move-model", "--player", "Teacher", "--out", model.toString(),
                games.toString());

        assertEquals(0, run.exitCode(), run.stderr());
        assertTrue(run.out().startsWith("10 games, 40 positions"), run.out());
        assertTrue(Files.readString(model).contains("\ndistance 2 "), "a model as the player reads it");
        assertEquals(2, run.stderr().lines().count(), run.stderr());
        assertTrue(run.stderr().contains("skipped " + games.resolve("illegal.sgf")), run.stderr());
        assertTrue(run.stderr().contains(games.resolve("broken.sgf") + ": line 1, column "), run.stderr());
        assertFalse(run.showsJavaFailure(), run.stderr());
    }

    @Test
    void aMissingFolderOrNoGameOfThePlayerIsOneLine() throws Exception {
        Path model = folder.resolve("model.txt");
        EngineProcess.Run missing = EngineProcess.run("", "train-move-model", "--player", "GNU Go", "--out",
                model.toString(), folder.resolve("missing").toString());
        assertEquals(ExitCode.IO_FAILURE, missing.exitCode());
        assertTrue(missing.stderr().startsWith("cannot read " + folder.resolve("missing") + ": no such file or directory\n"),
                missing.stderr());

        Files.writeString(folder.resolve("game.sgf"), "(;SZ[9]PB[Someone]PW[Else];B[ee])");
        EngineProcess.Run none = EngineProcess.run("", "train-move-model", "--player", "GNU Go", "--out",
                model.toString(), folder.toString());
        assertEquals(ExitCode.FAILED, none.exitCode());
        assertEquals("no legal game in these files has a player named GNU Go\n", none.stderr());
        assertFalse(Files.exists(model), "nothing written");
    }
}
