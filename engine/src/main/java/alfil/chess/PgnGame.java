package alfil.chess;

import alfil.core.InvalidInputException;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One game of a PGN file as read (or as to be written): the tags in file order, the start position
 * (the FEN tag's, else the initial one), a comment before the first move, the moves with their
 * annotations, and the result ({@code 1-0}, {@code 0-1}, {@code 1/2-1/2} or {@code *}).
 *
 * <p>The moves were checked for legality when read, so {@link #toGame()} cannot fail on them.
 */
public record PgnGame(
    Map<String, String> tags, String startFen, String comment, List<PgnMove> moves, String result) {

  /**
   * A move with what followed it in the movetext: its SAN (as this engine writes it, whatever form
   * the file used), UCI text, numeric annotation glyphs ({@code $1}, suffixes like {@code !?} are
   * turned into these), comments, and variations ({@code ( ... )}: alternatives to this move, kept
   * as their text without the outer parentheses, not checked).
   */
  public record PgnMove(
      String san, String uci, List<Integer> nags, List<String> comments, List<String> variations) {
    public PgnMove {
      nags = List.copyOf(nags);
      comments = List.copyOf(comments);
      variations = List.copyOf(variations);
    }

    /** A move without annotations. */
    public PgnMove(String san, String uci) {
      this(san, uci, List.of(), List.of(), List.of());
    }
  }

  public PgnGame {
    tags = Collections.unmodifiableMap(new LinkedHashMap<>(tags));
    moves = List.copyOf(moves);
    comment = comment == null ? "" : comment;
  }

  /** A tag's value, or null. */
  public String tag(String name) {
    return tags.get(name);
  }

  /** The moves played through a {@link ChessGame} (without clock), which judges them. */
  public ChessGame toGame() throws InvalidInputException {
    ChessGame game = ChessGame.fromFen(startFen);
    for (PgnMove move : moves) {
      if (game.isOver()) {
        break; // e.g. moves after a fivefold repetition in a game played under other rules
      }
      game.move(move.uci());
    }
    return game;
  }
}
