package alfil.chess;

import alfil.core.Ascii;
import alfil.core.ClockComment;
import alfil.core.CoreTexts;
import alfil.core.Echo;
import alfil.core.InvalidInputException;
import alfil.core.MoveNotes;
import alfil.core.MovetextLines;
import alfil.core.Side;
import alfil.core.StringList;
import alfil.core.TagPairs;
import alfil.core.Text;
import alfil.core.Variation;
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
 * game), the reason and the number ({@link InvalidInputException#moveNumber}); a sign out of place
 * with its line and column.
 *
 * <p>Writing gives the seven-tag roster first (Event, Site, Date, Round, White, Black, Result, with
 * "?" for unknown values), then SetUp and FEN for a non-initial start and the other tags; the
 * movetext in SAN with move numbers, lines shorter than 80 columns, and the result.
 */
public final class Pgn {
  /** The seven-tag roster, in the order the standard (8.1.1) requires. */
  private static final String[] ROSTER = {
    "Event", "Site", "Date", "Round", "White", "Black", "Result"
  };

  private Pgn() {}

  // ---------------------------------------------------------------------------------------------
  // Reading

  /**
   * The first game of {@code text}. What follows it is not read, as python-chess's {@code
   * read_game} reads one game: an error in a later game does not matter here ({@link #count}).
   */
  public static PgnGame read(String text) throws InvalidInputException {
    Collected games = new Collected();
    if (new Reader(text, true, games).read(1) == 0) {
      throw noGame();
    }
    return games.games.get(0);
  }

  /**
   * The first game of {@code text} played through the arbiter, as {@code read(text).toGame()} gives
   * it, read without keeping its annotations: the page's way, whose script then carries none of the
   * collections that {@link PgnGame} holds them in.
   */
  public static ChessGame readGame(String text) throws InvalidInputException {
    Played played = new Played();
    if (new Reader(text, true, played).read(1) == 0) {
      throw noGame();
    }
    return played.game;
  }

  private static InvalidInputException noGame() {
    return new InvalidInputException(CoreTexts.RECORD, CoreTexts.RECORD_EMPTY);
  }

  /** Every game in {@code text}, in order. */
  public static List<PgnGame> readAll(String text) throws InvalidInputException {
    Collected games = new Collected();
    new Reader(text, true, games).read(Integer.MAX_VALUE);
    return games.games;
  }

  /**
   * How many games {@code text} holds, found by its tags, results and movetext without playing a
   * move: the text of each game is read, its moves are not judged.
   *
   * @throws InvalidInputException when the text itself is malformed (a tag, a comment, a variation)
   */
  public static int count(String text) throws InvalidInputException {
    return new Reader(text, false, new Collected()).read(Integer.MAX_VALUE);
  }

  /**
   * What a reader hands on as it reads each game: its start position, its moves (the move of the
   * position before it, its SAN as this engine writes it and UCI; when only counting, no move, the
   * text as written and ""), what follows each, and its end with its tags (name, value, ...) and
   * result.
   */
  private interface Sink {
    void begin(String startFen) throws InvalidInputException;

    void move(int move, String san, String uci) throws InvalidInputException;

    void nag(int nag);

    void comment(String text);

    void variation(String text);

    void end(StringList tags, String startFen, String result);
  }

  /** One pass over the text; hands each game on to its sink as it goes. */
  private static final class Reader {
    private final String text;
    private int at;
    private final Sink sink;
    private int finished;

    // The game being read.
    private StringList tags = new StringList();
    private ChessPosition position;
    private String startFen;
    private int movesRead;
    private boolean started;

    /** False when only counting games: moves are kept as text, neither parsed nor played. */
    private final boolean playMoves;

    Reader(String text, boolean playMoves, Sink sink) {
      String t = text == null ? "" : text;
      this.text = t.startsWith("\uFEFF") ? t.substring(1) : t;
      this.playMoves = playMoves;
      this.sink = sink;
    }

    /** Reads the games of the text, no further than the end of game {@code limit}; how many. */
    int read(int limit) throws InvalidInputException {
      while (finished < limit) {
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
          int open = at;
          String variation = readVariation();
          if (movesRead == 0) {
            at = open;
            throw new InvalidInputException(
                where(), CoreTexts.RECORD_UNEXPECTED.with("(")); // a variation before any move
          }
          sink.variation(variation);
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
            // A '$' must be followed by a number (NAG): name it and what follows, where it stands.
            at = start - 1;
            Text place = where();
            at = start;
            readSymbol();
            throw new InvalidInputException(
                place, CoreTexts.RECORD_UNEXPECTED.with(Echo.clip(text.substring(start - 1, at))));
          }
          addNag(nag, text.substring(start - 1, at));
        } else {
          symbol(readSymbol());
        }
      }
      if (finished < limit && (started || !tags.isEmpty())) {
        finish(null);
      }
      return finished;
    }

    // --- Tokens

    private InvalidInputException unopened(char close) {
      return new InvalidInputException(
          where(), CoreTexts.RECORD_UNEXPECTED.with(String.valueOf(close)));
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
        throw new InvalidInputException(where(), CoreTexts.RECORD_UNCLOSED.with("{", "}"));
      }
      at = close + 1;
      return collapse(text.substring(open + 1, close));
    }

    /** The text of a variation without its outer parentheses, nested ones included. */
    private String readVariation() throws InvalidInputException {
      Text field = where();
      StringBuilder out = new StringBuilder();
      int depth = 0;
      while (at < text.length()) {
        char c = text.charAt(at);
        if (c == '{') {
          int close = text.indexOf('}', at + 1);
          if (close < 0) {
            throw new InvalidInputException(field, CoreTexts.RECORD_UNCLOSED.with("{", "}"));
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
      throw new InvalidInputException(field, CoreTexts.RECORD_UNCLOSED.with("(", ")"));
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
      tags.putPair(tag.name(), tag.value());
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
      int nag = MoveNotes.nagOfSuffix(san);
      if (nag != MoveNotes.NO_NAG) {
        addNag(nag, san);
        return;
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
        movesRead++;
        sink.move(0, token, "");
        return;
      }
      int end = token.length();
      while (end > 0 && (token.charAt(end - 1) == '!' || token.charAt(end - 1) == '?')) {
        end--;
      }
      String san = token.substring(0, end);
      String suffix = token.substring(end);
      Text field = moveField(token);
      int number = position.fullmoveNumber();
      if (san.equals("--") || san.equals("Z0") || san.equals("0000")) {
        throw new InvalidInputException(field, CoreTexts.RECORD_NULL_MOVE, number);
      }
      int move;
      try {
        move = San.parse(position, san);
      } catch (InvalidInputException e) {
        throw e.about(field, number);
      }
      String written = San.toSan(position, move);
      position.makeMove(move);
      movesRead++;
      sink.move(move, written, Uci.toText(move));
      int nag = MoveNotes.nagOfSuffix(suffix);
      if (nag != MoveNotes.NO_NAG) {
        sink.nag(nag);
      }
    }

    private Text moveField(String token) {
      return inGame(ChessGame.moveField(position, token));
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
      String variant = tags.pairValue("Variant");
      if (variant != null
          && !variant.isEmpty()
          && !Ascii.equalsIgnoreCase(variant, "standard")
          && !Ascii.equalsIgnoreCase(variant, "chess")
          && !Ascii.equalsIgnoreCase(variant, "from position")) {
        throw new InvalidInputException(
            inGame(CoreTexts.RECORD_TAG.with("Variant")),
            CoreTexts.RECORD_VARIANT.with(Echo.clip(variant)));
      }
      String fen = tags.pairValue("FEN");
      if (fen == null) {
        startFen = ChessPosition.START_FEN;
        position = ChessPosition.start();
      } else {
        try {
          position = ChessPosition.fromFen(fen);
        } catch (InvalidInputException e) {
          throw e.about(inGame(e.what()), 0); // the FEN's own field: a FEN is told by its fields
        }
        startFen = position.toFen();
      }
      sink.begin(startFen);
    }

    /** The place an error names, after the first game with the game's number: "game 3, ...". */
    private Text inGame(Text place) {
      return finished == 0
          ? place
          : CoreTexts.RECORD_IN_GAME.with(String.valueOf(finished + 1), place);
    }

    private void addComment(String comment) {
      sink.comment(comment);
    }

    /**
     * A NAG, {@code written} just before the place being read ({@code $14}, or a suffix such as
     * {@code !?}); before any move there is no move to annotate.
     */
    private void addNag(int nag, String written) throws InvalidInputException {
      if (movesRead == 0) {
        at -= written.length();
        throw new InvalidInputException(
            where(), CoreTexts.RECORD_UNEXPECTED.with(Echo.clip(written)));
      }
      sink.nag(nag);
    }

    /** Ends the current game with the movetext's result, else the Result tag's, else "*". */
    private void finish(String movetextResult) throws InvalidInputException {
      begin();
      String result = movetextResult;
      if (result == null) {
        String tag = tags.pairValue("Result");
        result = tag == null || result(tag.trim()) == null ? "*" : result(tag.trim());
      }
      sink.end(tags, startFen, result);
      finished++;
      tags = new StringList();
      position = null;
      startFen = null;
      movesRead = 0;
      started = false;
    }

    /** The place being read: {@code line 3, column 7} (after the first game, with its number). */
    private Text where() {
      return inGame(TagPairs.place(text, at));
    }
  }

  /** The games read, with everything they hold, as {@link PgnGame}s. */
  private static final class Collected implements Sink {
    final List<PgnGame> games = new ArrayList<>();
    private String gameComment = "";
    private final List<Builder> moves = new ArrayList<>();

    @Override
    public void begin(String startFen) {}

    @Override
    public void move(int move, String san, String uci) {
      moves.add(new Builder(san, uci));
    }

    @Override
    public void nag(int nag) {
      last().nags.add(nag);
    }

    @Override
    public void comment(String text) {
      if (moves.isEmpty()) {
        gameComment = gameComment.isEmpty() ? text : gameComment + " " + text;
      } else {
        last().comments.add(text);
      }
    }

    @Override
    public void variation(String text) {
      last().variations.add(text);
    }

    private Builder last() {
      return moves.get(moves.size() - 1);
    }

    @Override
    public void end(StringList tags, String startFen, String result) {
      Map<String, String> map = new LinkedHashMap<>();
      for (int i = 0; i < tags.size(); i += 2) {
        map.put(tags.get(i), tags.get(i + 1));
      }
      List<PgnGame.PgnMove> list = new ArrayList<>(moves.size());
      for (Builder b : moves) {
        list.add(new PgnGame.PgnMove(b.san, b.uci, b.nags, b.comments, b.variations));
      }
      games.add(new PgnGame(map, startFen, gameComment, list, result));
      gameComment = "";
      moves.clear();
    }
  }

  /**
   * The first game read, played through a {@link ChessGame} as {@link PgnGame#toGame} plays it:
   * moves after the arbiter ended the game (under other rules a game may go on after a fivefold
   * repetition) are not played.
   */
  private static final class Played implements Sink {
    ChessGame game;

    /** Whether a move was left unplayed: its comments and the later ones are not the game's. */
    boolean ended;

    /** The comments before the first move, read before the game begins. */
    final StringList opening = new StringList();

    @Override
    public void begin(String startFen) throws InvalidInputException {
      game = ChessGame.fromFen(startFen);
      for (int i = 0; i < opening.size(); i++) {
        game.keepComment(opening.get(i));
      }
    }

    @Override
    public void move(int move, String san, String uci) throws InvalidInputException {
      if (!game.isOver()) {
        game.play(move); // the move of the same position, as game.move(uci) would find it
      } else {
        ended = true;
      }
    }

    @Override
    public void nag(int nag) {}

    @Override
    public void comment(String text) {
      if (game == null) {
        opening.add(text);
      } else if (!ended) {
        game.keepComment(text); // the main line's: written back by writeAnnotated
      }
    }

    @Override
    public void variation(String text) {}

    @Override
    public void end(StringList tags, String startFen, String result) {
      game.keepRecord(tags, result);
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
    StringList ending = gameTags(game, new StringList());
    for (int i = 0; i < ending.size(); i += 2) {
      all.put(ending.get(i), ending.get(i + 1));
    }
    List<PgnGame.PgnMove> moves = new ArrayList<>();
    for (int i = 0; i < game.plyCount(); i++) {
      ChessGame.Ply ply = game.ply(i);
      StringList notes = moveComments(game, i, clockMillis);
      List<String> comments = new ArrayList<>();
      for (int k = 0; k < notes.size(); k++) {
        comments.add(notes.get(k));
      }
      moves.add(new PgnGame.PgnMove(ply.san(), ply.uci(), List.of(), comments, List.of()));
    }
    return new PgnGame(all, game.startFen(), gameComment(game), moves, game.result());
  }

  /**
   * The record of {@code game} as PGN text, as {@code write(of(game, tags, clockMillis))} gives it,
   * with {@code tags} as name, value pairs: the page's way, whose script then carries none of the
   * collections of {@link PgnGame}.
   */
  public static String write(ChessGame game, StringList tags, int[] clockMillis) {
    int plies = game.plyCount();
    String[] sans = new String[plies];
    StringList[] notes = new StringList[plies];
    for (int i = 0; i < plies; i++) {
      sans[i] = game.ply(i).san();
      notes[i] = moveComments(game, i, clockMillis);
      for (int k = 0; k < notes[i].size(); k++) {
        notes[i].set(k, braced(notes[i].get(k)));
      }
    }
    return write(
        gameTags(game, tags), game.startFen(), gameComment(game), sans, notes, game.result());
  }

  /**
   * {@code tags} with what the game itself says: its Result, the Termination of a finished game,
   * SetUp and FEN for a game from a position.
   */
  private static StringList gameTags(ChessGame game, StringList tags) {
    tags.putPair("Result", game.result());
    // outcomeOrNull, not the Optional with a lambda: the page's script carries this writer.
    ChessOutcome outcome = game.outcomeOrNull();
    if (outcome != null) {
      tags.putPair("Termination", outcome.pgnTermination());
    }
    if (!game.startFen().equals(ChessPosition.START_FEN)) {
      tags.putPair("SetUp", "1");
      tags.putPair("FEN", game.startFen());
    }
    return tags;
  }

  /**
   * The comments after move {@code ply}: the mover's clock when given, and after the last move of a
   * finished game the arbiter's reason ("white wins by checkmate").
   */
  private static StringList moveComments(ChessGame game, int ply, int[] clockMillis) {
    StringList comments = new StringList();
    if (clockMillis != null && ply < clockMillis.length && clockMillis[ply] >= 0) {
      comments.add(ClockComment.of(clockMillis[ply]));
    }
    ChessOutcome outcome = game.outcomeOrNull();
    if (outcome != null && ply == game.plyCount() - 1) {
      comments.add(outcome.text());
    }
    return comments;
  }

  /** The comment before the first move: the reason of a game ended before any move. */
  private static String gameComment(ChessGame game) {
    ChessOutcome outcome = game.outcomeOrNull();
    return outcome == null || game.plyCount() > 0 ? "" : outcome.text();
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
    StringList tags = new StringList();
    for (Map.Entry<String, String> tag : game.tags().entrySet()) {
      tags.add(tag.getKey());
      tags.add(tag.getValue());
    }
    List<PgnGame.PgnMove> moves = game.moves();
    String[] sans = new String[moves.size()];
    StringList[] notes = new StringList[moves.size()];
    for (int i = 0; i < sans.length; i++) {
      PgnGame.PgnMove move = moves.get(i);
      sans[i] = move.san();
      notes[i] = new StringList();
      for (int nag : move.nags()) {
        notes[i].add("$" + nag);
      }
      for (String comment : move.comments()) {
        notes[i].add(braced(comment));
      }
      for (String variation : move.variations()) {
        notes[i].add("(" + variation + ")");
      }
    }
    return write(tags, game.startFen(), game.comment(), sans, notes, game.result());
  }

  /**
   * The record of {@code game} with an analysis's {@code notes} (one per ply, null for none), as
   * lichess exports an analysed game: the tags of the PGN the game was read from with {@code tags}
   * over them, the result (the arbiter's, else that PGN's), and each move followed by its glyph as
   * a suffix ({@code Nxd5??}), its comments ({@code { [%eval -3.10] }}) and its variation in SAN
   * with move numbers ({@code (14. Nf3 Nc6 15. O-O)}).
   */
  static String writeAnnotated(ChessGame game, StringList tags, MoveNotes[] notes) {
    StringList all = new StringList();
    StringList read = game.recordTags();
    for (int i = 0; i + 1 < read.size(); i += 2) {
      all.putPair(read.get(i), read.get(i + 1));
    }
    for (int i = 0; i + 1 < tags.size(); i += 2) {
      all.putPair(tags.get(i), tags.get(i + 1));
    }
    int plies = game.plyCount();
    String[] sans = new String[plies];
    StringList[] moveNotes = new StringList[plies];
    ChessPosition position = positionOf(game.startFen());
    for (int i = 0; i < plies; i++) {
      MoveNotes note = notes != null && i < notes.length ? notes[i] : null;
      sans[i] = game.ply(i).san();
      moveNotes[i] = new StringList();
      StringList ending = moveComments(game, i, null);
      StringList kept = game.recordComments(i);
      for (int k = 0; k < kept.size(); k++) {
        String comment = kept.get(k);
        // A new review's evaluation replaces the record's; the judge's ending is written below.
        boolean replaced = note != null && comment.startsWith("[%eval");
        if (!replaced && !ending.contains(comment)) {
          moveNotes[i].add(braced(" " + comment + " "));
        }
      }
      if (note != null) {
        int nag = note.nag();
        if (MoveNotes.suffix(nag) != null) {
          sans[i] += MoveNotes.suffix(nag);
        } else if (nag != MoveNotes.NO_NAG) {
          moveNotes[i].add("$" + nag);
        }
        for (int k = 0; k < note.commentCount(); k++) {
          moveNotes[i].add(braced(" " + note.comment(k) + " "));
        }
        String line =
            Variation.text(
                position,
                position.fullmoveNumber(),
                note.variation(),
                move -> San.toSan(position, move));
        if (!line.isEmpty()) {
          moveNotes[i].add("(" + line + ")");
        }
      }
      for (int k = 0; k < ending.size(); k++) {
        moveNotes[i].add(braced(ending.get(k)));
      }
      position.makeMove(game.ply(i).move());
    }
    String result = game.isOver() ? game.result() : game.recordResult();
    StringList before = game.recordComments(-1);
    String opening = gameComment(game);
    for (int k = before.size() - 1; k >= 0; k--) {
      opening = opening.isEmpty() ? before.get(k) : before.get(k) + " " + opening;
    }
    return write(gameTags(game, all), game.startFen(), opening, sans, moveNotes, result);
  }

  /** A comment as the movetext holds it: in braces, which it cannot hold itself. */
  private static String braced(String comment) {
    return "{" + comment.replace('}', ')') + "}";
  }

  /**
   * The text of a record: the roster from {@code tags} (name, value pairs) with "?" for what is
   * missing, SetUp and FEN for a game from a position, the other tags; the comment before the first
   * move; each move's SAN with its notes ({@code $n}, {@code {comment}}, {@code (variation)}); the
   * result.
   */
  private static String write(
      StringList tags,
      String startFen,
      String comment,
      String[] sans,
      StringList[] notes,
      String result) {
    StringBuilder out = new StringBuilder();
    for (String name : ROSTER) {
      String value = name.equals("Result") ? result : tags.pairValue(name);
      if (value == null || value.isEmpty()) {
        value = name.equals("Date") ? "????.??.??" : "?";
      }
      TagPairs.write(out, name, value);
    }
    boolean setUp = !startFen.equals(ChessPosition.START_FEN);
    if (setUp) {
      TagPairs.write(out, "SetUp", "1");
      TagPairs.write(out, "FEN", startFen);
    }
    for (int i = 0; i < tags.size(); i += 2) {
      String name = tags.get(i);
      if (!isRoster(name) && !(setUp && (name.equals("SetUp") || name.equals("FEN")))) {
        TagPairs.write(out, name, tags.get(i + 1));
      }
    }
    out.append('\n');

    MovetextLines lines = new MovetextLines(out);
    if (!comment.isEmpty()) {
      lines.words(braced(comment));
    }
    ChessPosition position = positionOf(startFen);
    int number = position.fullmoveNumber();
    boolean white = position.sideToMove() == Side.FIRST;
    boolean needNumber = true;
    for (int i = 0; i < sans.length; i++) {
      if (white) {
        lines.word(number + ".");
      } else if (needNumber) {
        lines.word(number + "...");
      }
      lines.word(sans[i]);
      needNumber = false;
      for (int k = 0; k < notes[i].size(); k++) {
        String note = notes[i].get(k);
        lines.words(note);
        needNumber |= !note.startsWith("$"); // after a comment or variation, Black's number again
      }
      if (!white) {
        number++;
      }
      white = !white;
    }
    lines.word(result);
    out.append("\n");
    return out.toString();
  }

  private static boolean isRoster(String name) {
    for (String r : ROSTER) {
      if (r.equals(name)) {
        return true;
      }
    }
    return false;
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
}
