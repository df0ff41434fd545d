package alfil.cli;

import alfil.core.Echo;
import java.io.UncheckedIOException;
import java.nio.charset.CharacterCodingException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.NotDirectoryException;
import java.nio.file.Path;
import java.util.Locale;

/**
 * Why a file could not be read, written or run, in the words of a person ("it is a directory", "no
 * such file", "permission denied") rather than a Java exception's name followed by the path again
 * ({@code java.io.IOException: Is a directory}, {@code NoSuchFileException: /x}). Every command
 * that reads or writes a file or a stream says its failures through here: {@code cannot read
 * <file>: <why>}.
 */
final class FileErrors {
  private FileErrors() {}

  /** Why {@code file} (null for a stream such as stdin) failed with {@code e}. */
  static String why(Path file, Exception e) {
    Throwable cause = e instanceof UncheckedIOException && e.getCause() != null ? e.getCause() : e;
    if (cause instanceof CharacterCodingException) {
      return "it is not UTF-8 text";
    }
    if (file != null) {
      String missing = whyNotThere(file);
      if (missing != null) {
        return missing;
      }
    }
    if (cause instanceof AccessDeniedException) {
      return "permission denied";
    }
    if (cause instanceof NoSuchFileException || (file != null && !Files.exists(file))) {
      return "no such file";
    }
    if (cause instanceof NotDirectoryException) {
      return "a part of its path is not a directory";
    }
    if (cause instanceof FileSystemException && ((FileSystemException) cause).getReason() != null) {
      return words(((FileSystemException) cause).getReason());
    }
    return words(cause.getMessage());
  }

  /**
   * Why {@code file} cannot be written, found without writing it (a match checks its --pgn file
   * before the first game, not after it); null when it looks writable.
   */
  static String whyNotWritable(Path file) {
    String missing = whyNotThere(file);
    if (missing != null) {
      return missing;
    }
    Path parent = file.toAbsolutePath().getParent();
    boolean writable =
        Files.exists(file) ? Files.isWritable(file) : parent == null || Files.isWritable(parent);
    return writable ? null : "permission denied";
  }

  /** "it is a directory" or "no such directory: <parent>" when one is so, else null. */
  private static String whyNotThere(Path file) {
    if (Files.isDirectory(file)) {
      return "it is a directory";
    }
    Path parent = file.toAbsolutePath().getParent();
    if (parent != null && !Files.isDirectory(parent)) {
      return "no such directory: " + Echo.clip(parent.toString());
    }
    return null;
  }

  /**
   * Why the program {@code path} could not be started with {@code e}: a file that is not
   * executable, a name found neither here nor on the PATH, or {@link #why}'s reasons.
   */
  static String whyNotStarted(String path, Exception e) {
    Path file = Path.of(path);
    if (Files.isRegularFile(file) && !Files.isExecutable(file)) {
      return "it is not executable (chmod +x)";
    }
    if (!path.contains("/") && !Files.exists(file)) {
      return "no such program here or on the PATH";
    }
    // ProcessBuilder says "Cannot run program "x": error=13, Permission denied": keep the reason.
    String message = e.getMessage() == null ? "" : e.getMessage();
    int reason = message.lastIndexOf(", ");
    if (reason >= 0 && message.contains("error=")) {
      return why(file, new java.io.IOException(message.substring(reason + 2)));
    }
    return why(file, e);
  }

  /**
   * The system's words for a failure, as a clause of a sentence: "Is a directory" -> "it is ...".
   */
  private static String words(String reason) {
    if (reason == null || reason.trim().isEmpty()) {
      return "an input/output error";
    }
    String r = reason.trim();
    switch (r.toLowerCase(Locale.ROOT)) {
      case "is a directory":
        return "it is a directory";
      case "no such file or directory":
        return "no such file";
      case "permission denied":
        return "permission denied";
      default:
        return Echo.clip(r.substring(0, 1).toLowerCase(Locale.ROOT) + r.substring(1));
    }
  }
}
