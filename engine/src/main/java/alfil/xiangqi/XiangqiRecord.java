package alfil.xiangqi;

import alfil.core.Ascii;
import alfil.core.ClockComment;
import alfil.core.CoreTexts;
import alfil.core.Echo;
import alfil.core.InvalidInputException;
import alfil.core.MoveNotes;
import alfil.core.MovetextLines;
import alfil.core.StringList;
import alfil.core.TagPairs;
import alfil.core.Text;
import alfil.core.Variation;

/**
 * Xiangqi game records in a PGN-style text, and plain move lists.
 *
 * <p>Written form: the seven usual tags with Red and Black in place of White and Black ({@code
 * Event Site Date Round Red Black Result}), then {@code Variant "xiangqi"}, {@code FEN} (the start
 * position) and any other tags of the game, a blank line, and the moves with move numbers in WXF
 * (default), ICCS or Chinese notation (traditional characters); a game the judge ended carries its
 * reason as a comment before the result: {@code ... 23. R2+1 {red wins by checkmate} 1-0}.
 *
 * <pre>
 * [Event "?"]
 * [Site "?"]
 * [Date "????.??.??"]
 * [Round "?"]
 * [Red "?"]
 * [Black "?"]
 * [Result "*"]
 * [Variant "xiangqi"]
 * [FEN "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"]
 *
 * 1. C2.5 H8+7 2. H2+3 R9.8 *
 * </pre>
 *
 * <p>Read form: that, or a plain list of moves with or without tags and numbers. Each move may be
 * in ICCS ({@code h2e2}, {@code H2-E2}), WXF ({@code C2.5}, {@code C2=5}) or Chinese ({@code 炮二平五},
 * traditional too), told apart per move. Tags are read as PGN's are ({@link TagPairs}). Accepted
 * besides: LF, CRLF or CR line ends, full-width spaces, comments {@code {...}} and {@code ;} to the
 * end of the line, variations in parentheses (skipped), move numbers glued to the move ({@code
 * 1.C2.5}), {@code !} and {@code ?} after a move. Reading stops at a result token ({@code 1-0 0-1
 * 1/2-1/2 *}). A bad move is reported with its move number, text and reason: {@code move 12 'R+.3':
 * no red chariot 俥 can make that move}; a sign out of place with its line and column.
 */
public final class XiangqiRecord {
  /** The notations a record can be written in. */
  public enum Notation {
    WXF,
    ICCS,
    CHINESE
  }

  private static final String[] ROSTER = {"Event", "Site", "Date", "Round", "Red", "Black"};
  private static final String[] ROSTER_DEFAULTS = {"?", "?", "????.??.??", "?", "?", "?"};

  /** The engine notation's name, as {@code Xiangqi.engineNotation()} gives it. */
  private static final String ICCS = "iccs";

  private XiangqiRecord() {}

  // ---------------------------------------------------------------- writing

  /** The record in WXF notation. */
  public static String write(XiangqiGame game) {
    return write(game, Notation.WXF);
  }

  /** The record with moves in {@code notation}. */
  public static String write(XiangqiGame game, Notation notation) {
    return write(game, name(notation), null);
  }

  /**
   * The record with moves in the notation named {@code notation} ({@code wxf}, {@code iccs} or
   * {@code chinese}; WXF for any other name); with {@code clockMillis} (the mover's remaining
   * milliseconds after each ply, -1 for none) each move is followed by its {@link ClockComment}, as
   * chess records carry it: {@code 1. C2.5 {[%clk 0:04:58]}}.
   */
  public static String write(XiangqiGame game, String notation, int[] clockMillis) {
    return write(game, notation, game.isOver() ? game.outcome().text() : null, clockMillis);
  }

  /**
   * The notation's name, which the writer goes by: the page names notations and never the enum,
   * whose class and switch would cost its script.
   */
  private static String name(Notation notation) {
    return notation == Notation.ICCS
        ? ICCS
        : notation == Notation.CHINESE ? Xiangqi.CHINESE : Xiangqi.WXF;
  }

  /**
   * The record in WXF notation of a game ended outside the judge (a match's adjudication): its
   * result is the Result tag's, and {@code reason} the comment before it, as a judge's outcome
   * would be.
   */
  public static String writeEnded(XiangqiGame game, String reason) {
    return write(game, Xiangqi.WXF, reason, null);
  }

  private static String write(XiangqiGame game, String notation, String reason, int[] clockMillis) {
    return write(game, new StringList(), notation, reason, clockMillis, null, null);
  }

  /**
   * The record with an analysis's {@code notes} (one per ply, null for none), as lichess exports an
   * analysed game: the game's tags with {@code tags} over them, and each move in {@code notation}
   * followed by its glyph as a suffix ({@code R2+1??}), its comments ({@code { [%eval -3.10] }})
   * and its variation with move numbers ({@code (14. C8.5 H2+3 15. R1.2)}). The notes are put in
   * words here, so that the plain record's writer, which the page carries, carries none of this.
   */
  static String writeAnnotated(
      XiangqiGame game, StringList tags, String notation, MoveNotes[] notes) {
    int[] moves = game.moves();
    String[] suffixes = new String[moves.length];
    StringList[] words = new StringList[moves.length];
    XiangqiPosition p = startPosition(game.startFen());
    for (int i = 0; i < moves.length; i++) {
      MoveNotes note = notes != null && i < notes.length ? notes[i] : null;
      words[i] = new StringList();
      if (note != null) {
        int nag = note.nag();
        suffixes[i] = MoveNotes.suffix(nag);
        for (int k = 0; k < note.commentCount(); k++) {
          words[i].add("{ " + note.comment(k).replace('}', ')') + " }");
        }
        String variation =
            Variation.text(
                p, p.fullmoveNumber(), note.variation(), move -> moveText(p, move, notation));
        if (!variation.isEmpty()) {
          words[i].add("(" + variation + ")");
        }
      }
      p.makeMove(moves[i]);
    }
    String reason = game.isOver() ? game.outcome().text() : null;
    return write(game, tags, notation, reason, null, suffixes, words);
  }

  /**
   * The record: the game's tags with {@code extraTags} over them, and each move in {@code
   * notation}, followed when given by its suffix, its clock comment and its notes (written as they
   * are, in order).
   */
  private static String write(
      XiangqiGame game,
      StringList extraTags,
      String notation,
      String reason,
      int[] clockMillis,
      String[] suffixes,
      StringList[] notes) {
    StringList tags = new StringList();
    StringList own = game.tagPairs();
    for (int i = 0; i + 1 < own.size(); i += 2) {
      tags.putPair(own.get(i), own.get(i + 1));
    }
    for (int i = 0; i + 1 < extraTags.size(); i += 2) {
      tags.putPair(extraTags.get(i), extraTags.get(i + 1));
    }
    StringBuilder sb = new StringBuilder(256);
    for (int i = 0; i < ROSTER.length; i++) {
      String value = tags.pairValue(ROSTER[i]);
      TagPairs.write(sb, ROSTER[i], value == null ? ROSTER_DEFAULTS[i] : value);
    }
    TagPairs.write(sb, "Result", result(game));
    TagPairs.write(sb, "Variant", "xiangqi");
    TagPairs.write(sb, "FEN", game.startFen());
    for (int i = 0; i < tags.size(); i += 2) {
      if (!isFixedTag(tags.get(i))) {
        TagPairs.write(sb, tags.get(i), tags.get(i + 1));
      }
    }
    sb.append('\n');
    XiangqiPosition p = startPosition(game.startFen());
    MovetextLines line = new MovetextLines(sb);
    int[] moves = game.moves();
    boolean needNumber = true;
    for (int i = 0; i < moves.length; i++) {
      int number = p.fullmoveNumber();
      if (p.sideToMove() == alfil.core.Side.FIRST) {
        line.word(number + ".");
      } else if (needNumber) {
        line.word(number + "...");
      }
      needNumber = false;
      String text = moveText(p, moves[i], notation);
      line.word(suffixes != null && suffixes[i] != null ? text + suffixes[i] : text);
      if (clockMillis != null && i < clockMillis.length && clockMillis[i] >= 0) {
        line.word("{" + ClockComment.of(clockMillis[i]) + "}");
      }
      for (int k = 0; notes != null && k < notes[i].size(); k++) {
        line.words(notes[i].get(k));
        needNumber = true;
      }
      p.makeMove(moves[i]);
    }
    if (reason != null) {
      line.word("{" + reason + "}");
    }
    line.word(result(game));
    sb.append('\n');
    return sb.toString();
  }

  /** The moves alone, space-separated, without numbers: a plain list that {@link #read} takes. */
  public static String writeMoves(XiangqiGame game, Notation notation) {
    StringBuilder sb = new StringBuilder();
    XiangqiPosition p = startPosition(game.startFen());
    for (int move : game.moves()) {
      if (sb.length() > 0) {
        sb.append(' ');
      }
      sb.append(moveText(p, move, name(notation)));
      p.makeMove(move);
    }
    return sb.toString();
  }

  private static String moveText(XiangqiPosition p, int move, String notation) {
    return ICCS.equals(notation)
        ? Iccs.toText(move)
        : Xiangqi.isChinese(notation)
            ? ChineseNotation.toText(p, move, Xiangqi.CHINESE.equals(notation))
            : Wxf.toText(p, move);
  }

  private static String result(XiangqiGame game) {
    if (game.isOver()) {
      return game.outcome().result().pgn();
    }
    String stored = game.tag("Result");
    return stored == null ? "*" : stored;
  }

  private static boolean isFixedTag(String name) {
    for (String r : ROSTER) {
      if (r.equals(name)) {
        return true;
      }
    }
    return name.equals("Result") || name.equals("Variant") || name.equals("FEN");
  }

  private static XiangqiPosition startPosition(String fen) {
    try {
      return XiangqiFen.parse(fen);
    } catch (InvalidInputException e) {
      throw new IllegalStateException("the game's own start FEN was rejected: " + fen, e);
    }
  }

  // ---------------------------------------------------------------- reading

  /**
   * Reads a record or a plain move list (see the class comment) into a new game, every move played
   * through the judge.
   *
   * @throws InvalidInputException naming the tag, comment or move (number and text) and the reason
   */
  public static XiangqiGame read(String text) throws InvalidInputException {
    if (text == null) {
      throw new InvalidInputException(CoreTexts.RECORD, CoreTexts.RECORD_EMPTY);
    }
    StringList tags = new StringList();
    StringList words = new StringList();
    String lastComment = tokenize(text, new int[1], tags, words);
    String fen = null;
    for (int t = 0; t < tags.size(); t += 2) {
      String name = tags.get(t);
      String value = tags.get(t + 1);
      if (Ascii.equalsIgnoreCase(name, "FEN")) {
        fen = value;
      } else if (Ascii.equalsIgnoreCase(name, "Variant")) {
        String v = Ascii.toLower(value);
        if (!v.contains("xiangqi") && !v.contains("chinese")) {
          throw new InvalidInputException(
              CoreTexts.RECORD_TAG.with("Variant"),
              CoreTexts.RECORD_VARIANT.with(Echo.clip(value)));
        }
      }
    }
    XiangqiGame game = fen == null ? new XiangqiGame() : XiangqiGame.fromFen(fen);
    String result = null;
    for (int w = 0; w < words.size(); w++) {
      String word = words.get(w);
      if (isResult(word)) {
        result = word;
        break;
      }
      for (String move : splitMoves(word)) {
        int number = game.moveNumber();
        Text field = XiangqiGame.moveField(number, move);
        if (game.isOver()) {
          throw new InvalidInputException(
              field, CoreTexts.GAME_OVER.with(game.outcome().reason()), number);
        }
        int m;
        try {
          m = parseMove(game.positionView(), move);
        } catch (InvalidInputException e) {
          throw e.about(field, number);
        }
        if (game.plyCount() == 0) {
          game.setRecordNotation(notationOf(move));
        }
        game.play(m);
      }
    }
    for (int t = 0; t < tags.size(); t += 2) {
      String name = tags.get(t);
      if (Ascii.equalsIgnoreCase(name, "Result")) {
        result = result == null ? tags.get(t + 1) : result;
      } else if (!Ascii.equalsIgnoreCase(name, "FEN") && !Ascii.equalsIgnoreCase(name, "Variant")) {
        game.setTag(name, tags.get(t + 1));
      }
    }
    if (!game.isOver() && lastComment != null) {
      XiangqiOutcome declared = XiangqiOutcome.fromText(lastComment);
      if (declared != null) {
        switch (declared.kind()) {
          case XiangqiOutcome.RESIGNATION:
            game.resign(declared.loser());
            break;
          case XiangqiOutcome.FLAG_FALL:
            game.flagFell(declared.loser());
            break;
          case XiangqiOutcome.AGREEMENT:
            game.agreeDraw();
            break;
          default:
            break;
        }
      }
    }
    if (!game.isOver() && result != null && !result.equals("*")) {
      game.setTag("Result", result);
    }
    return game;
  }

  /**
   * The legal move of {@code position} that {@code text} names in ICCS, WXF or Chinese notation,
   * recognised from the text: Chinese by its characters, ICCS by its form (file letter, rank digit,
   * twice), WXF otherwise.
   *
   * @throws InvalidInputException when the text is malformed, names no legal move, or more than one
   */
  public static int parseMove(XiangqiPosition position, String text) throws InvalidInputException {
    if (text == null || text.trim().isEmpty()) {
      throw new InvalidInputException(
          CoreTexts.MOVE.with(text == null ? "" : Echo.clip(text)), CoreTexts.MOVE_EMPTY);
    }
    String s = text.trim();
    if (isChinese(s)) {
      return ChineseNotation.parse(position, s);
    }
    return isIccs(s) ? Iccs.parse(position, s) : Wxf.parse(position, s);
  }

  /** The notation a move's text is written in, as {@link #parseMove} tells them apart. */
  private static String notationOf(String text) {
    String s = text.trim();
    return isChinese(s) ? Xiangqi.CHINESE : isIccs(s) ? ICCS : Xiangqi.WXF;
  }

  private static boolean isChinese(String s) {
    for (int i = 0; i < s.length(); i++) {
      if (s.charAt(i) >= 0x2E80) {
        return true;
      }
    }
    return false;
  }

  private static boolean isIccs(String s) {
    String t = s.length() == 5 && s.charAt(2) == '-' ? s.substring(0, 2) + s.substring(3) : s;
    return t.length() == 4
        && isFile(t.charAt(0))
        && isRank(t.charAt(1))
        && isFile(t.charAt(2))
        && isRank(t.charAt(3));
  }

  private static boolean isFile(char c) {
    return c >= 'a' && c <= 'i' || c >= 'A' && c <= 'I';
  }

  private static boolean isRank(char c) {
    return c >= '0' && c <= '9';
  }

  private static boolean isResult(String w) {
    return w.equals("1-0")
        || w.equals("0-1")
        || w.equals("1/2-1/2")
        || w.equals("½-½")
        || w.equals("*");
  }

  /**
   * A movetext word without its move number and annotation marks; Chinese moves written without
   * spaces (炮二平五马8进7) come apart in fours. Empty when the word is only a move number.
   */
  private static String[] splitMoves(String word) {
    String w = word;
    while (!w.isEmpty() && (w.charAt(w.length() - 1) == '!' || w.charAt(w.length() - 1) == '?')) {
      w = w.substring(0, w.length() - 1);
    }
    int digits = 0;
    while (digits < w.length() && isRank(w.charAt(digits))) {
      digits++;
    }
    int dots = digits;
    while (dots < w.length() && isNumberDot(w.charAt(dots))) {
      dots++;
    }
    if (digits > 0 && dots > digits) {
      // "12." or "12..." alone is a move number; "12.C2.5" a number glued to a move. A 4-sign
      // WXF pawn move such as "33.4" is neither: it is tried as a move.
      if (dots == w.length()) {
        return new String[0];
      }
      if (w.length() != 4) {
        w = w.substring(dots);
      }
    }
    if (w.isEmpty()) {
      return new String[0];
    }
    if (isChinese(w) && w.length() > 4 && w.length() % 4 == 0) {
      String[] moves = new String[w.length() / 4];
      for (int i = 0; i < moves.length; i++) {
        moves[i] = w.substring(i * 4, i * 4 + 4);
      }
      return moves;
    }
    return new String[] {w};
  }

  private static boolean isNumberDot(char c) {
    return c == '.' || c == '…' || c == '．' || c == '。';
  }

  /**
   * How many games {@code text} holds (a game ends with its result, or where tags follow its
   * moves), read by its shape alone: tags, comments, variations and words, no move judged.
   *
   * @throws InvalidInputException when a tag, comment or variation is malformed
   */
  public static int count(String text) throws InvalidInputException {
    int[] at = {0};
    int games = 0;
    while (text != null) {
      StringList tags = new StringList();
      StringList words = new StringList();
      tokenize(text, at, tags, words);
      if (tags.isEmpty() && words.isEmpty()) {
        break;
      }
      games++;
    }
    return games;
  }

  /**
   * Splits the first game of the text from {@code at[0]} on into tags and movetext words, and sets
   * {@code at[0]} where it ends: after its result and the comments that follow, or where tags or
   * moves begin another game, as python-chess's read_game reads one game. Returns the text of the
   * last comment that follows the last word (the reason a record gives for its end), or null.
   */
  private static String tokenize(String text, int[] at, StringList tags, StringList words)
      throws InvalidInputException {
    int n = text.length();
    int i = at[0];
    boolean ended = false;
    String lastComment = null;
    while (i < n) {
      char c = text.charAt(i);
      if (Ascii.isWhitespace(c)) {
        i++;
      } else if (c == '{') {
        int end = text.indexOf('}', i + 1);
        if (end < 0) {
          throw new InvalidInputException(
              TagPairs.place(text, i), CoreTexts.RECORD_UNCLOSED.with("{", "}"));
        }
        lastComment = text.substring(i + 1, end);
        i = end + 1;
      } else if (c == ';') {
        while (i < n && text.charAt(i) != '\n' && text.charAt(i) != '\r') {
          i++;
        }
      } else if (c == '(') {
        int depth = 0;
        int begin = i;
        do {
          char d = text.charAt(i);
          if (d == '(') {
            depth++;
          } else if (d == ')') {
            depth--;
          } else if (d == '{') {
            int end = text.indexOf('}', i + 1);
            i = end < 0 ? n - 1 : end;
          }
          i++;
        } while (i < n && depth > 0);
        if (depth > 0) {
          throw new InvalidInputException(
              TagPairs.place(text, begin), CoreTexts.RECORD_UNCLOSED.with("(", ")"));
        }
      } else if (c == '[') {
        if (!words.isEmpty()) {
          break; // the tags of the next game
        }
        TagPairs.Tag tag = TagPairs.read(text, i);
        tags.add(tag.name());
        tags.add(tag.value());
        i = tag.end();
      } else {
        int begin = i;
        while (i < n
            && !Ascii.isWhitespace(text.charAt(i))
            && "{}();[".indexOf(text.charAt(i)) < 0) {
          i++;
        }
        if (i == begin) {
          throw new InvalidInputException(
              TagPairs.place(text, i), CoreTexts.RECORD_UNEXPECTED.with(String.valueOf(c)));
        }
        String word = text.substring(begin, i);
        if (ended && !isResult(word)) {
          i = begin;
          break; // the moves of the next game
        }
        ended |= isResult(word);
        words.add(word);
        if (!isResult(word)) {
          lastComment = null;
        }
      }
    }
    at[0] = i;
    return lastComment;
  }
}
