package alfil.inline;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;

/**
 * Stages the web app's part of the page: TeaVM's script, the HTML template, the CSS and the Tang
 * poems' data. The web app module hands them over in its artifact under {@code alfil-page/}, and
 * Maven puts that artifact on this step's class path (the jar once packaged, its classes folder
 * before), so this module reads no sibling's folder by a path of its own.
 *
 * <p>Usage: {@code PageInputs <directory>}. Run by Maven (exec-maven-plugin, phase {@code
 * process-classes}) before terser and {@link InlineBuild}, which read the staged files.
 */
public final class PageInputs {
  /** Where the web app's artifact keeps the inputs. */
  static final String FOLDER = "alfil-page/";

  /** The inputs: the compiled script, the template, the style, the poems. */
  static final String[] FILES = {"alfil.js", "page.html", "page.css", "tang-poems.tsv"};

  /** The language tables' folder, and its index of the tables ({@link LangData}). */
  static final String LANG = "lang/";

  static final String LANGUAGES = "languages.txt";

  private PageInputs() {}

  public static void main(String[] args) throws IOException {
    if (args.length != 1) {
      throw new IllegalArgumentException("usage: PageInputs <directory>");
    }
    stage(PageInputs.class.getClassLoader(), Path.of(args[0]));
  }

  /** Copies every input from {@code loader}'s class path into {@code dir}; throws naming a gap. */
  static void stage(ClassLoader loader, Path dir) throws IOException {
    Files.createDirectories(dir.resolve(LANG));
    copy(loader, LANG + LANGUAGES, dir);
    List<String> files = new ArrayList<>(List.of(FILES));
    files.add(LANG + "en.txt");
    for (String tag : LangData.languages(dir.resolve(LANG)).keySet()) {
      files.add(LANG + tag + ".txt");
    }
    for (String name : new LinkedHashSet<>(files)) {
      copy(loader, name, dir);
    }
  }

  private static void copy(ClassLoader loader, String name, Path dir) throws IOException {
    try (InputStream in = loader.getResourceAsStream(FOLDER + name)) {
      if (in == null) {
        throw new IllegalStateException(
            "the web app's artifact holds no "
                + FOLDER
                + name
                + ": build the web app in the same run (mvn -pl inline-build -am ...)");
      }
      Files.copy(in, dir.resolve(name), StandardCopyOption.REPLACE_EXISTING);
    }
  }
}
