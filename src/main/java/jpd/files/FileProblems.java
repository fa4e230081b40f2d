package jpd.files;

import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;

/** Words for a user about a failed file operation: one line, never a class name or a stack trace. */
public final class FileProblems {
    private FileProblems() {
    }

    /** What went wrong, without the file's name: {@code no such file or directory}, {@code permission denied}. */
    public static String reason(Exception failure) {
        if (failure instanceof NoSuchFileException) {
            return "no such file or directory";
        }
        if (failure instanceof AccessDeniedException) {
            return "permission denied";
        }
        if (failure instanceof NotDirectoryException) {
            return "not a directory";
        }
        if (failure instanceof FileSystemException named) {
            return named.getReason() != null ? named.getReason() : "cannot be used";
        }
        return failure.getMessage() != null ? failure.getMessage() : failure.getClass().getSimpleName();
    }

    /** The file's name, when the failure knows it, and what went wrong. */
    public static String describe(Exception failure) {
        if (failure instanceof FileSystemException named && named.getFile() != null) {
            return named.getFile() + ": " + reason(failure);
        }
        return reason(failure);
    }
}
