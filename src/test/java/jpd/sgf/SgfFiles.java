package jpd.sgf;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Path;

/** The SGF files of src/test/resources/sgf. */
public final class SgfFiles {
    private SgfFiles() {
    }

    /** The path of a test file by name, e.g. {@code superko.sgf}. */
    public static Path path(String name) {
        try {
            return Path.of(SgfFiles.class.getResource("/sgf/" + name).toURI());
        } catch (URISyntaxException | NullPointerException missing) {
            throw new IllegalStateException("no test file " + name, missing);
        }
    }

    /** The record in a test file. */
    static GameRecord read(String name) throws IOException, SgfException {
        return GameRecord.read(path(name));
    }
}
