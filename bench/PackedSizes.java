import alfil.web.text.PackedText;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.Deflater;

/**
 * What each language table costs packed (PackedText), beside gzip -9 of the same text: by itself,
 * and after the table languages.txt names for it (as the page carries it). The texts are taken as
 * the page's block holds them: in en.txt's key order, one a line.
 *
 * <pre>
 *   mvn -B -q -o package -DskipTests -pl engine,webapp
 *   java -cp webapp/target/classes bench/PackedSizes.java
 * </pre>
 */
public class PackedSizes {
  private static final Path LANG = Path.of("webapp/src/main/web/lang");

  public static void main(String[] args) throws IOException {
    List<String> keys = new ArrayList<>(table("en").keySet());
    Map<String, String> after = new LinkedHashMap<>();
    for (String line : Files.readAllLines(LANG.resolve("languages.txt"))) {
      String[] fields = line.split("\t");
      if (!line.startsWith("#") && fields.length > 1 && !fields[0].equals("en")) {
        after.put(fields[0], fields.length > 2 ? fields[2] : null);
      }
    }
    System.out.println("| table | gzip -9 | packed alone | packed after |");
    System.out.println("|---|---:|---:|---|");
    for (String tag : after.keySet()) {
      String text = texts(tag, keys);
      List<String> chain = new ArrayList<>();
      for (String t = after.get(tag); t != null; t = after.get(t)) {
        chain.add(0, t);
      }
      List<String> before = new ArrayList<>();
      for (String t : chain) {
        before.add(PackedText.pack(texts(t, keys), before.toArray(new String[0])));
      }
      String alone = PackedText.pack(text);
      System.out.printf(
          "| %s | %,d | %,d | %s |%n",
          tag,
          gzip(text),
          bytes(alone),
          before.isEmpty()
              ? ""
              : String.format(
                  "%,d (after %s)",
                  bytes(PackedText.pack(text, before.toArray(new String[0]))),
                  after.get(tag)));
    }
  }

  /** A table's texts in the keys' order, one a line. */
  private static String texts(String tag, List<String> keys) throws IOException {
    Map<String, String> table = table(tag);
    List<String> texts = new ArrayList<>();
    keys.forEach(k -> texts.add(table.get(k)));
    return String.join("\n", texts);
  }

  private static Map<String, String> table(String tag) throws IOException {
    Map<String, String> table = new LinkedHashMap<>();
    for (String line : Files.readAllLines(LANG.resolve(tag + ".txt"), StandardCharsets.UTF_8)) {
      int tab = line.indexOf('\t');
      if (!line.startsWith("#") && tab > 0) {
        table.put(line.substring(0, tab), line.substring(tab + 1));
      }
    }
    return table;
  }

  /** A packed text's bytes: six bits a character. */
  private static int bytes(String packed) {
    return packed.length() * 6 / 8;
  }

  private static int gzip(String text) {
    Deflater deflater = new Deflater(9, true);
    deflater.setInput(text.getBytes(StandardCharsets.UTF_8));
    deflater.finish();
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    byte[] buffer = new byte[8192];
    while (!deflater.finished()) {
      out.write(buffer, 0, deflater.deflate(buffer));
    }
    return out.size() + 18; // gzip's header and trailer
  }
}
