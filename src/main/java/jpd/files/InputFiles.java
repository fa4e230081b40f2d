package jpd.files;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;

/**
 * Reads a file a user names as input (a game record, a regression file): only a regular file of at most
 * {@link #MAX_BYTES}. A directory, a device ({@code /dev/zero}) or a FIFO is refused before it is opened, since
 * reading one could block forever or never end.
 */
public final class InputFiles {
    /** The largest input file read, in bytes (64 MB): far above any real game record, far below any heap. */
    public static final long MAX_BYTES = 64L << 20;

    private InputFiles() {
    }

    /**
     * The file's bytes.
     *
     * @throws IOException when it cannot be read, is no regular file, or is larger than {@link #MAX_BYTES};
     *                     {@link FileProblems} words it for a user
     */
    public static byte[] read(Path file) throws IOException {
        BasicFileAttributes attributes = Files.readAttributes(file, BasicFileAttributes.class);
        if (attributes.isDirectory()) {
            throw refused(file, "is a directory");
        }
        if (!attributes.isRegularFile()) {
            throw refused(file, "not a regular file");
        }
        if (attributes.size() > MAX_BYTES) {
            throw tooLarge(file);
        }
        try (InputStream in = Files.newInputStream(file)) {
            // The file may have grown since its size was read: never more than the limit is kept.
            byte[] bytes = in.readNBytes((int) MAX_BYTES + 1);
            if (bytes.length > MAX_BYTES) {
                throw tooLarge(file);
            }
            return bytes;
        }
    }

    private static FileSystemException tooLarge(Path file) {
        return refused(file, "larger than " + (MAX_BYTES >> 20) + " MB, the limit for an input file");
    }

    private static FileSystemException refused(Path file, String reason) {
        return new FileSystemException(file.toString(), null, reason);
    }
}
