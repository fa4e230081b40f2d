package jpd.gtp;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import jpd.rules.Game;
import jpd.rules.Phase;
import jpd.scoring.ScoreReport;
import jpd.files.FileProblems;
import jpd.sgf.GameInfo;
import jpd.sgf.GameRecord;
import jpd.sgf.IllegalActionException;
import jpd.sgf.SgfException;

/** Game records: loadsgf and printsgf. */
final class SgfCommands {
    /** How loadsgf reads a file. */
    interface RecordReader {
        GameRecord read(Path file) throws IOException, SgfException;
    }

    private final Session session;
    private final RecordReader reader;

    /** Commands that read files as plain SGF. */
    SgfCommands(Session session) {
        this(session, GameRecord::read);
    }

    SgfCommands(Session session, RecordReader reader) {
        this.session = session;
        this.reader = reader;
    }

    void register(CommandTable table) {
        table.register("loadsgf", this::loadsgf);
        table.register("printsgf", this::printsgf);
    }

    /** {@code loadsgf FILE [N]}: the position before move N (from 1; all moves without N), as GNU Go. */
    String loadsgf(Arguments args) throws GtpError {
        args.expectBetween(1, 2);
        int before = args.count() == 2 ? args.integer(1, 1, Integer.MAX_VALUE) : Integer.MAX_VALUE;
        Path file = Path.of(args.word(0));
        GameRecord record;
        Game game;
        try {
            record = read(file);
            game = record.toGame(Math.min(before - 1, record.actions().size()));
        } catch (IllegalActionException illegal) {
            throw new GtpError("cannot load file: " + illegal.illegalAction().describe());
        } catch (OutOfMemoryError tooBig) {
            // All that was allocated is this command's own and garbage now: the engine goes on as it was.
            throw new GtpError("cannot load file: " + file + ": too large for the memory Java has");
        }
        session.load(game, record.komi());
        return "";
    }

    /**
     * {@code printsgf [FILE]}: the game as SGF, into the file or as the answer. A stopped game
     * carries its result and, when statuses were agreed, the territory as TB/TW.
     */
    private String printsgf(Arguments args) throws GtpError {
        args.expectBetween(0, 1);
        GameRecord record = GameRecord.of(session.game(), session.komi());
        Phase phase = session.game().phase();
        if (phase == Phase.STOPPED || phase == Phase.ENDED) {
            ScoreReport report = ScoreCommands.score(session, session.statuses());
            record = record.withInfo(GameInfo.NONE.withResult(report.result()));
            if (session.agreement().isPresent()) {
                record = record.withTerritory(report.owner());
            }
        }
        String text = record.toSgf();
        if (args.count() == 0) {
            return text.strip();
        }
        write(Path.of(args.word(0)), text);
        return "";
    }

    private GameRecord read(Path file) throws GtpError {
        try {
            return reader.read(file);
        } catch (IOException unreadable) {
            throw new GtpError("cannot load file: " + file + ": " + FileProblems.reason(unreadable));
        } catch (SgfException malformed) {
            throw new GtpError("cannot load file: " + file + ": " + malformed.getMessage());
        }
    }

    /** Writes through a temporary file so that a failed write leaves an existing file whole. */
    private static void write(Path file, String text) throws GtpError {
        Path absolute = file.toAbsolutePath();
        try {
            Path temporary = Files.createTempFile(absolute.getParent(), ".printsgf", ".tmp");
            try {
                Files.writeString(temporary, text);
                Files.move(temporary, absolute, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } finally {
                Files.deleteIfExists(temporary);
            }
        } catch (IOException | RuntimeException failed) {
            throw new GtpError("cannot write file: " + file + ": " + FileProblems.reason(failed));
        }
    }
}
