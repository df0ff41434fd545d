package alfil.web;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The web app's rooms and their one-way arrows, read from the sources: a room imports only rooms
 * below it (so there is no cycle), the model and everything under it are free of the DOM, and no
 * game is named outside the engine's registry.
 */
class WebArchitectureTest {
  private static final Path SOURCES = Path.of("src/main/java/alfil/web");

  /**
   * The rooms, bottom up: DOM helpers and the store; the worker protocol and the page's words; the
   * rules' façade and settings; the model; the views and the worker client; the embed API; the
   * shell; the entry point. A room may import its own and any lower one.
   */
  private static final Map<String, Integer> ROOMS =
      Map.ofEntries(
          Map.entry("dom", 0),
          Map.entry("storage", 0),
          Map.entry("protocol", 1),
          Map.entry("text", 1),
          Map.entry("game", 2),
          Map.entry("model", 3),
          Map.entry("worker", 4),
          Map.entry("view", 4),
          Map.entry("embed", 5),
          Map.entry("page", 6),
          Map.entry("bench", 6),
          Map.entry("", 7));

  /** The rooms that must run without a document: the model and everything it stands on. */
  private static final int DOM_FREE_BELOW = 4;

  private static final Pattern IMPORT =
      Pattern.compile("(?m)^import (?:static )?alfil\\.web\\.(\\w+)\\.");

  private static List<Path> sources() throws IOException {
    try (Stream<Path> files = Files.walk(SOURCES)) {
      return files.filter(p -> p.toString().endsWith(".java")).toList();
    }
  }

  private static String room(Path file) {
    Path parent = SOURCES.relativize(file).getParent();
    return parent == null ? "" : parent.toString();
  }

  @Test
  void everyRoomImportsOnlyRoomsBelowIt() throws IOException {
    List<String> upward = new ArrayList<>();
    for (Path file : sources()) {
      String room = room(file);
      assertTrue(ROOMS.containsKey(room), "a room without a place: " + room);
      Matcher m = IMPORT.matcher(Files.readString(file));
      while (m.find()) {
        String to = m.group(1);
        if (!to.equals(room) && ROOMS.get(to) >= ROOMS.get(room)) {
          upward.add(file.getFileName() + " (" + room + ") imports " + to);
        }
      }
    }
    assertEquals(List.of(), upward);
  }

  @Test
  void theModelAndWhatItStandsOnKnowNoDom() throws IOException {
    List<String> dom = new ArrayList<>();
    for (Path file : sources()) {
      String text = Files.readString(file);
      if (ROOMS.get(room(file)) < DOM_FREE_BELOW
          && !room(file).equals("dom")
          && !room(file).equals("storage")
          && !room(file).equals("protocol")
          && (text.contains("import org.teavm.jso") || text.contains("@JSBody"))) {
        dom.add(file.getFileName().toString());
      }
    }
    assertEquals(List.of(), dom);
  }

  /** A third game is a line in the registry: the page names none. */
  @Test
  void noGameIsNamedInThePagesCode() throws IOException {
    List<String> named = new ArrayList<>();
    for (Path file : sources()) {
      String text = Files.readString(file);
      for (String game : new String[] {"\"chess\"", "\"xiangqi\""}) {
        if (text.contains(game)) {
          named.add(file.getFileName() + " names " + game);
        }
      }
    }
    assertEquals(List.of(), named);
  }
}
