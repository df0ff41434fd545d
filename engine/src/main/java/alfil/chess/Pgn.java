package alfil.chess;

import alfil.core.Ascii;
import alfil.core.ClockComment;
import alfil.core.Echo;
import alfil.core.InvalidInputException;
import alfil.core.Side;
import alfil.core.TagPairs;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Portable Game Notation (PGN standard, Edwards 1994), read and written.
 *
 * <p>Tag pairs are read and written by {@link TagPairs}, as the xiangqi record's are. Reading is
 * lenient the way real files need: a byte-order mark, CRLF or CR line ends, {@code %} escape lines,
 * comments {@code { }} and {@code ;} anywhere (before the first move they become the game comment),
 * NAGs {@code $n} and suffixes {@code ! ? !! ?? !? ?!}, variations {@code ( )} (skipped but kept as
 * text on the move they follow), move numbers {@code 12.} {@code 12...} {@code 12.Nf3}, loose SAN
 * (see {@link San}), a missing result (the Result tag, else {@code *}), several games in one text,
 * and a bare move list without tags. {@code [FEN]} sets the start position with or without {@code
 * [SetUp "1"]}. A move that cannot be played fails with the move number and text as the field
 * ({@code move 12 'Nf3'}, {@code move 12... 'Nf6'}; prefixed by {@code game 3, } after the first
 * game) and the reason.
 *
 * <p>Writing gives the seven-tag roster first (Event, Site, Date, Round, White, Black, Result, with
 * "?" for unknown values), then SetUp and FEN for a non-initial start and the other tags; the
 * movetext in SAN with move numbers, lines shorter than 80 columns, and the result.
 */
public final class Pgn {
  /** The seven-tag roster, in the order the standard (8.1.1) requires. */
  public static final List<String> ROSTER =
      List.of("Event", "Site", "Date", "Round", "White", "Black", "Result");

  private static final int LINE_LIMIT = 79;
  private static final String[] SUFFIXES = {"!", "?", "!!", "??", "!?", "?!"};

  private Pgn() {}

  // ---------------------------------------------------------------------------------------------
  // Reading

  /**
   * The first game of {@code text}. What follows it is not read, as python-chess's {@code
   * read_game} reads one game: an error in a later game does not matter here ({@link #count}).
   */
  public static PgnGame read(String text) throws InvalidInputException {
    List<PgnGame> games = new Reader(text == null ? "" : text, true).games(1);
    if (games.isEmpty()) {
      throw new InvalidInputException("PGN", "holds no game");
    }
    return games.get(0);
  }

  /** Every game in {@code text}, in order. */
  public static List<PgnGame> readAll(String text) throws InvalidInputException {
    return new Reader(text == null ? "" : text, true).games(Integer.MAX_VALUE);
  }

  /**
   * How many games {@code text} holds, found by its tags, results and movetext without playing a
   * move: the text of each game is read, its moves are not judged.
   *
   * @throws InvalidInputException when the text itself is malformed (a tag, a comment, a variation)
   */
  public static int count(String text) throws InvalidInputException {
    return new Reader(text == null ? "" : text, false).games(Integer.MAX_VALUE).size();
  }

  /** One pass over the text; builds games as it goes. */
  private static final class Reader {
    private final String text;
    private int at;
    private final List<PgnGame> games = new ArrayList<>();

    // The game being read.
    private Map<String, String> tags = new LinkedHashMap<>();
    private ChessPosition position;
    private String startFen;
    private String gameComment = "";
    private final List<Builder> moves = new ArrayList<>();
    private boolean started;

    /** False when only counting games: moves are kept as text, neither parsed nor played. */
    private final boolean playMoves;

    Reader(String text, boolean playMoves) {
      this.text = text.startsWith("\uFEFF") ? text.substring(1) : text;
      this.playMoves = playMoves;
    }

    /** The games of the text, reading no further than the end of game {@code limit}. */
    List<PgnGame> games(int limit) throws InvalidInputException {
      while (games.size() < limit) {
        skipSpace();
        if (at >= text.length()) {
          break;
        }
        char c = text.charAt(at);
        if (c == '%' && atLineStart()) {
          skipLine();
        } else if (c == '[') {
          if (started) {
            finish(null);
          }
          readTag();
        } else if (c == '{') {
          addComment(readBraceComment());
        } else if (c == ';') {
          // Written back as a brace comment, which cannot hold '}'.
          addComment(collapse(readLine().replace('}', ')')));
        } else if (c == '(') {
          addVariation(readVariation());
        } else if (c == ')' || c == '}' || c == ']') {
          // A closing sign that nothing opened: read as a move it would be an empty one, an
          // error that names neither the sign nor its place.
          throw unopened(c);
        } else if (c == '$') {
          at++;
          int start = at;
          int nag = 0;
          while (at < text.length() && Ascii.isDigit(text.charAt(at))) {
            nag = nag * 10 + text.charAt(at++) - '0';
          }
          if (start == at || at - start > 3) {
            throw new InvalidInputException(where(), "'$' must be followed by a number (NAG)");
          }
          addNag(nag);
        } else {
          symbol(readSymbol());
        }
      }
      if (games.size() < limit && (started || !tags.isEmpty())) {
        finish(null);
      }
      return games;
    }

    // --- Tokens

    private InvalidInputException unopened(char close) {
      char open = close == ')' ? '(' : close == '}' ? '{' : '[';
      return new InvalidInputException(
          where(), "'" + close + "' without an opening '" + open + "'");
    }

    private void skipSpace() {
      while (at < text.length() && Ascii.isWhitespace(text.charAt(at))) {
        at++;
      }
    }

    private boolean atLineStart() {
      return at == 0 || text.charAt(at - 1) == '\n' || text.charAt(at - 1) == '\r';
    }

    private void skipLine() {
      readLine();
    }

    private String readLine() {
      int start = at;
      while (at < text.length() && text.charAt(at) != '\n' && text.charAt(at) != '\r') {
        at++;
      }
      String line = text.substring(start, at);
      if (line.startsWith(";")) {
        line = line.substring(1);
      }
      return line;
    }

    private String readBraceComment() throws InvalidInputException {
      int open = at;
      int close = text.indexOf('}', at + 1);
      if (close < 0) {
        throw new InvalidInputException(where(), "comment '{' is never closed with '}'");
      }
      at = close + 1;
      return collapse(text.substring(open + 1, close));
    }

    /** The text of a variation without its outer parentheses, nested ones included. */
    private String readVariation() throws InvalidInputException {
      String field = where();
      StringBuilder out = new StringBuilder();
      int depth = 0;
      while (at < text.length()) {
        char c = text.charAt(at);
        if (c == '{') {
          int close = text.indexOf('}', at + 1);
          if (close < 0) {
            throw new InvalidInputException(field, "comment '{' is never closed with '}'");
          }
          out.append(text, at, close + 1);
          at = close + 1;
          continue;
        }
        if (c == '}') {
          throw unopened(c);
        }
        if (c == ';') {
          // A line comment cannot survive being joined to one line: make it a brace comment.
          at++;
          out.append('{').append(readLine().replace('}', ')').trim()).append('}');
          continue;
        }
        at++;
        if (c == '(') {
          depth++;
          if (depth == 1) {
            continue;
          }
        } else if (c == ')') {
          depth--;
          if (depth == 0) {
            return collapse(out.toString());
          }
        }
        out.append(c);
      }
      throw new InvalidInputException(field, "variation '(' is never closed with ')'");
    }

    private String readSymbol() {
      int start = at;
      while (at < text.length()) {
        char c = text.charAt(at);
        if (Ascii.isWhitespace(c) || "{}()[];$".indexOf(c) >= 0) {
          break;
        }
        at++;
      }
      return text.substring(start, at);
    }

    // --- Tags

    private void readTag() throws InvalidInputException {
      TagPairs.Tag tag = TagPairs.read(text, at);
      tags.put(tag.name(), tag.value());
      at = tag.end();
    }

    // --- Movetext

    private void symbol(String token) throws InvalidInputException {
      String result = result(token);
      if (result != null) {
        finish(result);
        return;
      }
      // Move numbers: "12." "12..." "12" "12.Nf3" "12...Nf6"; a lone "..." too.
      int i = 0;
      while (i < token.length() && Ascii.isDigit(token.charAt(i))) {
        i++;
      }
      int digits = i;
      if (digits > 0 && digits < token.length() && token.charAt(digits) == '-') {
        // No move number is followed by a hyphen: "0-0", "0-0-0+" are castling written with
        // zeros, as python-chess and most GUIs read them (results were taken above).
        playMove(token);
        return;
      }
      while (i < token.length() && token.charAt(i) == '.') {
        i++;
      }
      if (i == token.length() && (digits > 0 || i > 0)) {
        begin();
        return;
      }
      String san = digits > 0 || i > 0 ? token.substring(i) : token;
      if (san.equals("e.p.")) {
        return;
      }
      for (int k = 0; k < SUFFIXES.length; k++) {
        if (san.equals(SUFFIXES[k])) {
          addNag(k + 1);
          return;
        }
      }
      playMove(san);
    }

    private static String result(String token) {
      switch (token) {
        case "1-0":
        case "0-1":
        case "1/2-1/2":
        case "*":
          return token;
        case "½-½":
        case "1/2":
          return "1/2-1/2";
        default:
          return null;
      }
    }

    private void playMove(String token) throws InvalidInputException {
      begin();
      if (!playMoves) {
        moves.add(new Builder(token, ""));
        return;
      }
      int end = token.length();
      while (end > 0 && (token.charAt(end - 1) == '!' || token.charAt(end - 1) == '?')) {
        end--;
      }
      String san = token.substring(0, end);
      String suffix = token.substring(end);
      String field = moveField(token);
      if (san.equals("--") || san.equals("Z0") || san.equals("0000")) {
        throw new InvalidInputException(field, "null moves are not supported");
      }
      int move;
      try {
        move = San.parse(position, san);
      } catch (InvalidInputException e) {
        throw new InvalidInputException(field, e.reason());
      }
      Builder built = new Builder(San.toSan(position, move), Uci.toText(move));
      position.makeMove(move);
      moves.add(built);
      for (int k = 0; k < SUFFIXES.length; k++) {
        if (suffix.equals(SUFFIXES[k])) {
          built.nags.add(k + 1);
        }
      }
    }

    private String moveField(String token) {
      String prefix = games.isEmpty() ? "" : "game " + (games.size() + 1) + ", ";
      return prefix
          + "move "
          + position.fullmoveNumber()
          + (position.sideToMove() == Side.FIRST ? "" : "...")
          + " '"
          + Echo.clip(token)
          + "'";
    }

    /** The movetext starts: set up the start position from the tags. */
    private void begin() throws InvalidInputException {
      if (started) {
        return;
      }
      started = true;
      if (!playMoves) {
        return;
      }
      String prefix = games.isEmpty() ? "" : "game " + (games.size() + 1) + ", ";
      String variant = tags.get("Variant");
      if (variant != null
          && !variant.isEmpty()
          && !Ascii.equalsIgnoreCase(variant, "standard")
          && !Ascii.equalsIgnoreCase(variant, "chess")
          && !Ascii.equalsIgnoreCase(variant, "from position")) {
        throw new InvalidInputException(
            prefix + "tag Variant",
            "'" + Echo.clip(variant) + "' is not supported, only standard chess");
      }
      String fen = tags.get("FEN");
      if (fen == null) {
        startFen = ChessPosition.START_FEN;
        position = ChessPosition.start();
      } else {
        try {
          position = ChessPosition.fromFen(fen);
        } catch (InvalidInputException e) {
          throw new InvalidInputException(prefix + "tag FEN (" + e.field() + ")", e.reason());
        }
        startFen = position.toFen();
      }
    }

    private void addComment(String comment) {
      if (moves.isEmpty()) {
        gameComment = gameComment.isEmpty() ? comment : gameComment + " " + comment;
      } else {
        moves.get(moves.size() - 1).comments.add(comment);
      }
    }

    private void addNag(int nag) throws InvalidInputException {
      if (moves.isEmpty()) {
        throw new InvalidInputException(where(), "an annotation ($" + nag + ") before any move");
      }
      moves.get(moves.size() - 1).nags.add(nag);
    }

    private void addVariation(String variation) throws InvalidInputException {
      if (moves.isEmpty()) {
        throw new InvalidInputException(where(), "a variation before any move");
      }
      moves.get(moves.size() - 1).variations.add(variation);
    }

    /** Ends the current game with the movetext's result, else the Result tag's, else "*". */
    private void finish(String movetextResult) throws InvalidInputException {
      begin();
      String result = movetextResult;
      if (result == null) {
        String tag = tags.get("Result");
        result = tag == null || result(tag.trim()) == null ? "*" : result(tag.trim());
      }
      List<PgnGame.PgnMove> list = new ArrayList<>(moves.size());
      for (Builder b : moves) {
        list.add(new PgnGame.PgnMove(b.san, b.uci, b.nags, b.comments, b.variations));
      }
      games.add(new PgnGame(tags, startFen, gameComment, list, result));
      tags = new LinkedHashMap<>();
      position = null;
      startFen = null;
      gameComment = "";
      moves.clear();
      started = false;
    }

    /**
     * The place being read: {@code PGN line 3, column 7} (after the first game, with its number).
     */
    private String where() {
      String prefix = games.isEmpty() ? "" : "game " + (games.size() + 1) + ", ";
      int lineStart = at;
      while (lineStart > 0
          && text.charAt(lineStart - 1) != '\n'
          && text.charAt(lineStart - 1) != '\r') {
        lineStart--;
      }
      return prefix + "PGN line " + TagPairs.lineOf(text, at) + ", column " + (at - lineStart + 1);
    }
  }

  /** A move being read: its annotations are added as they come. */
  private static final class Builder {
    final String san;
    final String uci;
    final List<Integer> nags = new ArrayList<>();
    final List<String> comments = new ArrayList<>();
    final List<String> variations = new ArrayList<>();

    Builder(String san, String uci) {
      this.san = san;
      this.uci = uci;
    }
  }

  /** Whitespace runs (line breaks included) become one space; the ends are trimmed. */
  private static String collapse(String text) {
    StringBuilder out = new StringBuilder(text.length());
    boolean space = false;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (Ascii.isWhitespace(c)) {
        space = out.length() > 0;
      } else {
        if (space) {
          out.append(' ');
          space = false;
        }
        out.append(c);
      }
    }
    return out.toString();
  }

  // ---------------------------------------------------------------------------------------------
  // Writing

  /**
   * The record of {@code game} with {@code tags} (Event, White, ...; missing roster tags become
   * "?"). Result comes from the game; a finished game gets a {@code Termination} tag and its reason
   * as a comment after the last move ("white wins by checkmate").
   */
  public static PgnGame of(ChessGame game, Map<String, String> tags) {
    return of(game, tags, null);
  }

  /**
   * The record of {@code game} as {@link #of(ChessGame, Map)} makes it; with {@code clockMillis}
   * (the mover's remaining milliseconds after each ply, -1 for none) each move carries its {@link
   * ClockComment}, as lichess writes a timed game: {@code 1. e4 {[%clk 0:03:00]}}.
   */
  public static PgnGame of(ChessGame game, Map<String, String> tags, int[] clockMillis) {
    Map<String, String> all = new LinkedHashMap<>(tags);
    all.put("Result", game.result());
    // outcomeOrNull, not the Optional with a lambda: the page's script carries this writer.
    ChessOutcome outcome = game.outcomeOrNull();
    if (outcome != null) {
      all.put("Termination", outcome.pgnTermination());
    }
    if (!game.startFen().equals(ChessPosition.START_FEN)) {
      all.put("SetUp", "1");
      all.put("FEN", game.startFen());
    }
    List<PgnGame.PgnMove> moves = new ArrayList<>();
    for (int i = 0; i < game.plyCount(); i++) {
      ChessGame.Ply ply = game.ply(i);
      int ms = clockMillis == null || i >= clockMillis.length ? -1 : clockMillis[i];
      List<String> comments = ms < 0 ? List.of() : List.of(ClockComment.of(ms));
      moves.add(new PgnGame.PgnMove(ply.san(), ply.uci(), List.of(), comments, List.of()));
    }
    if (outcome != null) {
      return ended(all, game.startFen(), moves, outcome.text(), game.result());
    }
    return new PgnGame(all, game.startFen(), "", moves, game.result());
  }

  /**
   * A record that ends with {@code result}, its {@code reason} ("white wins by checkmate") as the
   * last comment after the last move (before the first when there is none).
   */
  public static PgnGame ended(
      Map<String, String> tags,
      String startFen,
      List<PgnGame.PgnMove> moves,
      String reason,
      String result) {
    List<PgnGame.PgnMove> all = new ArrayList<>(moves);
    if (all.isEmpty()) {
      return new PgnGame(tags, startFen, reason, all, result);
    }
    PgnGame.PgnMove last = all.remove(all.size() - 1);
    List<String> comments = new ArrayList<>(last.comments());
    comments.add(reason);
    all.add(new PgnGame.PgnMove(last.san(), last.uci(), last.nags(), comments, last.variations()));
    return new PgnGame(tags, startFen, "", all, result);
  }

  /** {@code game} as PGN text, ending with a line break. */
  public static String write(PgnGame game) {
    StringBuilder out = new StringBuilder();
    Map<String, String> tags = game.tags();
    for (String name : ROSTER) {
      String value = name.equals("Result") ? game.result() : tags.get(name);
      if (value == null || value.isEmpty()) {
        value = name.equals("Date") ? "????.??.??" : "?";
      }
      TagPairs.write(out, name, value);
    }
    boolean setUp = !game.startFen().equals(ChessPosition.START_FEN);
    if (setUp) {
      TagPairs.write(out, "SetUp", "1");
      TagPairs.write(out, "FEN", game.startFen());
    }
    for (Map.Entry<String, String> tag : tags.entrySet()) {
      String name = tag.getKey();
      if (!ROSTER.contains(name) && !(setUp && (name.equals("SetUp") || name.equals("FEN")))) {
        TagPairs.write(out, name, tag.getValue());
      }
    }
    out.append('\n');

    Lines lines = new Lines(out);
    if (!game.comment().isEmpty()) {
      lines.comment(game.comment());
    }
    ChessPosition position = positionOf(game.startFen());
    int number = position.fullmoveNumber();
    boolean white = position.sideToMove() == Side.FIRST;
    boolean needNumber = true;
    for (PgnGame.PgnMove move : game.moves()) {
      if (white) {
        lines.word(number + ".");
      } else if (needNumber) {
        lines.word(number + "...");
      }
      lines.word(move.san());
      needNumber = false;
      for (int nag : move.nags()) {
        lines.word("$" + nag);
      }
      for (String comment : move.comments()) {
        lines.comment(comment);
        needNumber = true;
      }
      for (String variation : move.variations()) {
        lines.comment("(" + variation + ")");
        needNumber = true;
      }
      if (!white) {
        number++;
      }
      white = !white;
    }
    lines.word(game.result());
    out.append("\n");
    return out.toString();
  }

  /** Several games, separated by a blank line. */
  public static String writeAll(List<PgnGame> games) {
    StringBuilder out = new StringBuilder();
    for (PgnGame game : games) {
      if (out.length() > 0) {
        out.append('\n');
      }
      out.append(write(game));
    }
    return out.toString();
  }

  private static ChessPosition positionOf(String fen) {
    try {
      return ChessPosition.fromFen(fen);
    } catch (InvalidInputException e) {
      throw new IllegalArgumentException("the game's start FEN does not parse: " + fen, e);
    }
  }

  /** Movetext words with line breaks so that no line reaches 80 columns where it can be helped. */
  private static final class Lines {
    private final StringBuilder out;
    private int column;

    Lines(StringBuilder out) {
      this.out = out;
    }

    void word(String word) {
      if (column > 0 && column + 1 + word.length() > LINE_LIMIT) {
        out.append('\n');
        column = 0;
      }
      if (column > 0) {
        out.append(' ');
        column++;
      }
      out.append(word);
      column += word.length();
    }

    /** A brace comment (or a variation, passed with its parentheses), broken between words. */
    void comment(String text) {
      boolean variation = text.startsWith("(");
      String body = variation ? text : "{" + text.replace('}', ')') + "}";
      int start = 0;
      for (int i = 0; i <= body.length(); i++) {
        if (i == body.length() || body.charAt(i) == ' ') {
          if (i > start) {
            word(body.substring(start, i));
          }
          start = i + 1;
        }
      }
    }
  }
}
