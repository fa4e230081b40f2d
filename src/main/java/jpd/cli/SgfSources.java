package jpd.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import jpd.files.FileProblems;

/** The SGF files a command line names: files as given, folders searched for {@code *.sgf}. */
final class SgfSources {
    private SgfSources() {
    }

    /** The files, each folder's in name order; a source that cannot be read is the command's failure. */
    static List<Path> files(List<Path> sources) throws CommandFailure {
        List<Path> files = new ArrayList<>();
        for (Path source : sources) {
            try (Stream<Path> walk = Files.walk(source)) {
                walk.filter(p -> Files.isRegularFile(p) && p.toString().endsWith(".sgf")).sorted().forEach(files::add);
            } catch (IOException unreadable) {
                throw new CommandFailure(ExitCode.IO_FAILURE, "cannot read " + source + ": " + FileProblems.reason(unreadable));
            }
        }
        return files;
    }
}
