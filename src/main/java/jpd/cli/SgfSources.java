package jpd.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Stream;
import jpd.files.FileProblems;
import jpd.sgf.GameRecord;
import jpd.sgf.SgfException;

/**
 * The SGF files a command line names (files as given, folders searched for {@code *.sgf}) and their records: a file
 * that cannot be read or parsed is skipped with one line, worded as {@code jpd check} words it, and makes the
 * command's exit code 3 (unreadable) once the other files are done.
 */
final class SgfSources {
    private final PrintWriter err;
    private boolean unreadable;

    /** Reads records, writing a line to {@code err} for each file refused. */
    SgfSources(PrintWriter err) {
        this.err = err;
    }

    /**
     * The files: each named file as it is, whatever its kind, and each {@code *.sgf} entry of a named folder and its
     * subfolders, in name order (a device, a FIFO or a dangling link among them too, which reading then refuses);
     * a folder that cannot be searched is the command's failure.
     */
    static List<Path> files(List<Path> sources) throws CommandFailure {
        List<Path> files = new ArrayList<>();
        for (Path source : sources) {
            if (!Files.isDirectory(source)) {
                files.add(source);
                continue;
            }
            try (Stream<Path> walk = Files.walk(source)) {
                walk.filter(p -> !Files.isDirectory(p) && p.toString().toLowerCase(Locale.ROOT).endsWith(".sgf"))
                        .sorted().forEach(files::add);
            } catch (IOException unreadable) {
                throw new CommandFailure(ExitCode.IO_FAILURE, "cannot read " + source + ": " + FileProblems.reason(unreadable));
            } catch (UncheckedIOException unreadable) {
                // A subfolder that cannot be searched, found on the way.
                throw new CommandFailure(ExitCode.IO_FAILURE, FileProblems.describe(unreadable.getCause()));
            }
        }
        return files;
    }

    /** The file's record, or empty after its one line: {@code cannot read FILE: REASON} or {@code FILE: ERROR}. */
    Optional<GameRecord> read(Path file) {
        try {
            return Optional.of(GameRecord.read(file));
        } catch (IOException refused) {
            err.println("cannot read " + file + ": " + FileProblems.reason(refused));
            unreadable = true;
        } catch (SgfException malformed) {
            err.println(file + ": " + malformed.getMessage());
        }
        return Optional.empty();
    }

    /** {@link ExitCode#IO_FAILURE} once a file could not be read, else {@link ExitCode#OK}. */
    int exitCode() {
        return unreadable ? ExitCode.IO_FAILURE : ExitCode.OK;
    }
}
