import alfil.core.InvalidInputException;
import alfil.core.Move;
import alfil.core.Side;
import alfil.xiangqi.Iccs;
import alfil.xiangqi.XiangqiGame;
import alfil.xiangqi.XiangqiGeometry;
import alfil.xiangqi.XiangqiPiece;
import alfil.xiangqi.XiangqiPosition;
import alfil.xiangqi.XiangqiRecord;
import alfil.xiangqi.XiangqiSearchPosition;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * The Java halves of bench/xiangqi-move-quality.sh (run with an alfil.jar on the class path, as a
 * single-file source program): the positions and the tests that sort each move into the report's
 * rows. Alfil's moves are MoveQuality.java's {@code moves} (both games); Fairy-Stockfish's
 * judgement and the sums are the Python half's.
 *
 * <ul>
 *   <li>{@code positions N SEED lost|all RECORD...}: the positions Alfil had to move in, in the
 *       games of the record files ({@code match --pgn}, the xiangqi record form, read by {@link
 *       XiangqiRecord}; the player whose name starts with "Alfil" and is not the "(opponent)"),
 *       from its 5th move to its 80th, each placement once, N of them drawn with SEED; one FEN a
 *       line. {@code lost} takes only the games Alfil lost.
 *   <li>{@code patterns BEST MOVES}: for each "FEN;iccs" line of MOVES whose position has a best
 *       move in BEST ("FEN;iccs", Fairy-Stockfish's), "FEN;move;best;tags": the tests of {@link
 *       #tags}, each on the position before the move.
 *   <li>{@code self-test}: the tests on hand-made positions; exits 1 on a failure.
 * </ul>
 */
public class XiangqiMoveQuality {
  private static final int FIRST_MOVE = 5;
  private static final int LAST_MOVE = 80;

  public static void main(String[] args) throws Exception {
    if (args.length >= 4 && args[0].equals("positions")) {
      positions(Integer.parseInt(args[1]), Long.parseLong(args[2]), args[3].equals("lost"), args);
    } else if (args.length == 3 && args[0].equals("patterns")) {
      patterns(Path.of(args[1]), Path.of(args[2]));
    } else if (args.length == 1 && args[0].equals("self-test")) {
      System.exit(selfTest());
    } else {
      System.err.println(
          "usage: XiangqiMoveQuality positions N SEED lost|all RECORD... | patterns BEST MOVES"
              + " | self-test");
      System.exit(2);
    }
  }

  // ---------------------------------------------------------------- positions

  private static void positions(int count, long seed, boolean lostOnly, String[] args)
      throws Exception {
    // Placement and side to move -> the FEN written: the same placement from two games is one
    // position. The move number is kept (the phase test reads it), the halfmove clock is not.
    Map<String, String> seen = new LinkedHashMap<>();
    int games = 0;
    int used = 0;
    for (int a = 4; a < args.length; a++) {
      for (String text : splitRecords(Files.readString(Path.of(args[a])))) {
        XiangqiGame game = XiangqiRecord.read(text);
        games++;
        int alfil = alfilSide(game);
        if (alfil < 0 || lostOnly && winner(game) != 1 - alfil) {
          continue;
        }
        used++;
        XiangqiPosition p = XiangqiPosition.fromFen(game.startFen());
        int alfilMoves = 0;
        for (int move : game.moves()) {
          if (p.sideToMove() == alfil) {
            alfilMoves++;
            if (alfilMoves >= FIRST_MOVE && alfilMoves <= LAST_MOVE) {
              String[] f = p.toFen().split(" ");
              seen.putIfAbsent(f[0] + " " + f[1], f[0] + " " + f[1] + " - - 0 " + f[5]);
            }
          }
          p.makeMove(move);
        }
      }
    }
    List<String> all = new ArrayList<>(seen.values());
    Collections.shuffle(all, new Random(seed));
    List<String> drawn = all.subList(0, Math.min(count, all.size()));
    System.err.printf(
        "positions: %d games, %d of them used (%s), %d positions, %d drawn%n",
        games, used, lostOnly ? "lost by Alfil" : "all with Alfil", all.size(), drawn.size());
    for (String fen : drawn) {
      System.out.println(fen);
    }
  }

  /**
   * The records of a file that {@code match --pgn} appended to: each begins with its Event tag.
   * XiangqiRecord reads one game, so the text is cut before every later Event tag.
   */
  static List<String> splitRecords(String text) {
    List<String> records = new ArrayList<>();
    int start = 0;
    for (int i = text.indexOf("\n[Event "); i >= 0; i = text.indexOf("\n[Event ", i + 1)) {
      if (!text.substring(start, i).isBlank()) {
        records.add(text.substring(start, i + 1));
      }
      start = i + 1;
    }
    if (!text.substring(start).isBlank()) {
      records.add(text.substring(start));
    }
    return records;
  }

  /** Alfil's side in a match record, or -1 when neither or both players are Alfil. */
  static int alfilSide(XiangqiGame game) {
    boolean red = isAlfil(game.tag("Red"));
    boolean black = isAlfil(game.tag("Black"));
    return red == black ? -1 : red ? Side.FIRST : Side.SECOND;
  }

  private static boolean isAlfil(String name) {
    // match names Alfil "Alfil" or "Alfil level L", and an in-process opponent "... (opponent)".
    return name != null && name.startsWith("Alfil") && !name.endsWith("(opponent)");
  }

  /** The winning side: the judge's, else the Result tag's (a resignation); -1 for none. */
  static int winner(XiangqiGame game) {
    if (game.isOver()) {
      return game.winner();
    }
    String result = game.tag("Result");
    return "1-0".equals(result) ? Side.FIRST : "0-1".equals(result) ? Side.SECOND : -1;
  }

  // ---------------------------------------------------------------- patterns

  private static void patterns(Path bestFile, Path movesFile) throws Exception {
    Map<String, String> best = new HashMap<>();
    for (String line : Files.readAllLines(bestFile)) {
      String[] f = line.split(";");
      if (f.length == 2) {
        best.put(f[0], f[1]);
      }
    }
    for (String line : Files.readAllLines(movesFile)) {
      String[] f = line.split(";");
      if (f.length == 2 && best.containsKey(f[0])) {
        String b = best.get(f[0]);
        System.out.println(
            f[0] + ";" + f[1] + ";" + b + ";" + String.join(" ", tags(f[0], f[1], b)));
      }
    }
  }

  /**
   * The report's rows a move falls in. Each is a test on the position before the move (FEN), with
   * Alfil's move and Fairy-Stockfish's best move in ICCS; "us" is the side to move (Alfil).
   *
   * <ul>
   *   <li>{@code phase=}: {@code endgame} when the attacking force left on the board, chariots 2
   *       and horses and cannons 1 each over both sides (16 at the start), is 8 or less, half the
   *       start's; else {@code opening} up to move 12 while the force is 14 or more (no more than
   *       two horses or cannons, or one chariot, gone); else {@code middlegame}.
   *   <li>{@code piece=}, {@code best-piece=}: the type of piece Alfil's move and the best move
   *       move.
   *   <li>{@code soldiers-across=A:B}: how many soldiers of ours and of theirs stand beyond the
   *       river.
   *   <li>{@code in-check}: we are in check.
   *   <li>{@code cannon-screen-moved}: our move's piece was the screen of a cannon capture that a
   *       cannon of either side had (the enemy's with us passing).
   *   <li>{@code cannon-screen-placed}: after our move, some cannon of either side has a capture
   *       over the moved piece.
   *   <li>{@code cannon-capture-allowed}: after our move, the enemy has a cannon capture that wins
   *       material by static exchange.
   *   <li>{@code horse-hobbled}: one of our horses has its forward leg (the point next to it
   *       towards the enemy, when a jump over it lands on the board) taken by a piece.
   *   <li>{@code hobbles-own-horse}, {@code hobbles-enemy-horse}: our move lands on a leg of
   *       another horse of that side (a leg from which a jump lands on the board).
   *   <li>{@code unhobbles-own-horse}, {@code unhobbles-enemy-horse}: our move leaves such a leg.
   *   <li>{@code advisors-lost}, {@code elephants-lost}: we have fewer than two of them.
   *   <li>{@code general-open-line}: an enemy chariot or cannon stands on our general's file or
   *       rank with at most one piece between them.
   *   <li>{@code alfil-soldier-across}, {@code best-soldier-across}: that move is a soldier's that
   *       ends beyond the river.
   *   <li>{@code check-missed}: the best move gives check and ours does not.
   *   <li>{@code capture-missed}: the best move captures and ours does not.
   *   <li>{@code capture-allowed}: the enemy's best gain by static exchange over its captures is
   *       larger after our move than after the best move.
   * </ul>
   */
  static List<String> tags(String fen, String alfilText, String bestText)
      throws InvalidInputException {
    XiangqiPosition p = XiangqiPosition.fromFen(fen);
    int us = p.sideToMove();
    int them = 1 - us;
    int m = Iccs.parse(p, alfilText);
    int b = Iccs.parse(p, bestText);
    XiangqiPosition afterOurs = after(p, m);
    XiangqiPosition afterBest = after(p, b);
    List<String> tags = new ArrayList<>();
    tags.add("phase=" + phase(p));
    tags.add("piece=" + XiangqiPiece.typeName(XiangqiPiece.type(p.movingPiece(m))));
    tags.add("best-piece=" + XiangqiPiece.typeName(XiangqiPiece.type(p.movingPiece(b))));
    tags.add("soldiers-across=" + soldiersAcross(p, us) + ":" + soldiersAcross(p, them));
    flag(tags, "in-check", p.inCheck());
    flag(tags, "cannon-screen-moved", isCannonScreen(p, Move.from(m)));
    flag(tags, "cannon-screen-placed", isCannonScreen(afterOurs, Move.to(m)));
    flag(tags, "cannon-capture-allowed", bestCaptureGain(afterOurs, true) > 0);
    flag(tags, "horse-hobbled", forwardLegTaken(p, us));
    flag(tags, "hobbles-own-horse", isLegOfHorse(afterOurs, Move.to(m), us));
    flag(tags, "hobbles-enemy-horse", isLegOfHorse(afterOurs, Move.to(m), them));
    flag(tags, "unhobbles-own-horse", isLegOfHorse(p, Move.from(m), us));
    flag(tags, "unhobbles-enemy-horse", isLegOfHorse(p, Move.from(m), them));
    flag(tags, "advisors-lost", count(p, XiangqiPiece.of(us, XiangqiPiece.ADVISOR)) < 2);
    flag(tags, "elephants-lost", count(p, XiangqiPiece.of(us, XiangqiPiece.ELEPHANT)) < 2);
    flag(tags, "general-open-line", generalOnOpenLine(p, us));
    flag(tags, "alfil-soldier-across", isSoldierAcross(p, m));
    flag(tags, "best-soldier-across", isSoldierAcross(p, b));
    flag(tags, "check-missed", afterBest.inCheck() && !afterOurs.inCheck());
    flag(tags, "capture-missed", p.isCapture(b) && !p.isCapture(m));
    flag(
        tags,
        "capture-allowed",
        bestCaptureGain(afterOurs, false) > bestCaptureGain(afterBest, false));
    return tags;
  }

  private static void flag(List<String> tags, String name, boolean holds) {
    if (holds) {
      tags.add(name);
    }
  }

  private static XiangqiPosition after(XiangqiPosition p, int move) {
    XiangqiPosition q = p.copy();
    q.makeMove(move);
    return q;
  }

  static String phase(XiangqiPosition p) {
    int force = 0;
    for (int point : points()) {
      int type = XiangqiPiece.type(p.pieceAt(point));
      force +=
          type == XiangqiPiece.CHARIOT
              ? 2
              : type == XiangqiPiece.HORSE || type == XiangqiPiece.CANNON ? 1 : 0;
    }
    if (force <= 8) {
      return "endgame";
    }
    return p.fullmoveNumber() <= 12 && force >= 14 ? "opening" : "middlegame";
  }

  private static int[] points() {
    int[] points = new int[XiangqiGeometry.FILES * XiangqiGeometry.RANKS];
    for (int rank = 0, i = 0; rank < XiangqiGeometry.RANKS; rank++) {
      for (int file = 0; file < XiangqiGeometry.FILES; file++) {
        points[i++] = XiangqiGeometry.point(file, rank);
      }
    }
    return points;
  }

  /** The points where {@code piece} stands. */
  private static int[] pointsOf(XiangqiPosition p, int piece) {
    return Arrays.stream(points()).filter(point -> p.pieceAt(point) == piece).toArray();
  }

  private static int count(XiangqiPosition p, int piece) {
    return pointsOf(p, piece).length;
  }

  private static int soldiersAcross(XiangqiPosition p, int side) {
    int n = 0;
    for (int point : pointsOf(p, XiangqiPiece.of(side, XiangqiPiece.SOLDIER))) {
      n += XiangqiGeometry.ownHalf(side, point) ? 0 : 1;
    }
    return n;
  }

  private static boolean isSoldierAcross(XiangqiPosition p, int move) {
    int piece = p.movingPiece(move);
    return XiangqiPiece.type(piece) == XiangqiPiece.SOLDIER
        && !XiangqiGeometry.ownHalf(XiangqiPiece.side(piece), Move.to(move));
  }

  /**
   * The position and the same with the other side to move: the position's null move (the search's)
   * hands the move over, and legal generation then tests only the mover's own general, which is
   * what a threat needs.
   */
  private static XiangqiPosition[] bothSidesToMove(XiangqiPosition p) {
    XiangqiPosition passed = p.copy();
    passed.makeNullMove();
    return new XiangqiPosition[] {p, passed};
  }

  private static int[] legalMoves(XiangqiPosition p) {
    int[] moves = new int[XiangqiPosition.MAX_MOVES];
    return Arrays.copyOf(moves, p.legalMoves(moves, 0));
  }

  private static boolean isCannonCapture(XiangqiPosition p, int move) {
    return XiangqiPiece.type(p.movingPiece(move)) == XiangqiPiece.CANNON && p.isCapture(move);
  }

  /** Whether {@code point} is the screen of a legal cannon capture of either side. */
  private static boolean isCannonScreen(XiangqiPosition p, int point) {
    for (XiangqiPosition q : bothSidesToMove(p)) {
      for (int move : legalMoves(q)) {
        if (isCannonCapture(q, move) && screenOf(q, move) == point) {
          return true;
        }
      }
    }
    return false;
  }

  /** The first piece's point strictly between a move's ends on its file or rank, or 0. */
  private static int screenOf(XiangqiPosition p, int move) {
    int from = Move.from(move);
    int to = Move.to(move);
    int df = Integer.signum(XiangqiGeometry.fileOf(to) - XiangqiGeometry.fileOf(from));
    int dr = Integer.signum(XiangqiGeometry.rankOf(to) - XiangqiGeometry.rankOf(from));
    int file = XiangqiGeometry.fileOf(from) + df;
    int rank = XiangqiGeometry.rankOf(from) + dr;
    for (; XiangqiGeometry.point(file, rank) != to; file += df, rank += dr) {
      if (p.pieceAt(XiangqiGeometry.point(file, rank)) != XiangqiPiece.EMPTY) {
        return XiangqiGeometry.point(file, rank);
      }
    }
    return 0;
  }

  /**
   * The side to move's largest gain by static exchange over its legal captures (by cannons only, or
   * by any piece), at least 0.
   */
  private static int bestCaptureGain(XiangqiPosition p, boolean cannonsOnly) {
    XiangqiSearchPosition search = new XiangqiSearchPosition(p);
    int best = 0;
    for (int move : legalMoves(p)) {
      if (cannonsOnly ? isCannonCapture(p, move) : p.isCapture(move)) {
        best = Math.max(best, search.staticExchange(move));
      }
    }
    return best;
  }

  // A horse steps one point orthogonally (its leg, which must be empty), then one diagonally
  // outward: from (f, r) over the leg (f + df, r + dr) to one of two points beside (f + 2df, r +
  // 2dr). These are the four orthogonal directions.
  private static final int[][] LEG_DIRECTIONS = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}};

  /**
   * The leg of the horse on {@code horse} in direction {@code d}, or 0 when it is off the board or
   * no jump over it lands on the board.
   */
  private static int leg(int horse, int[] d) {
    int f = XiangqiGeometry.fileOf(horse);
    int r = XiangqiGeometry.rankOf(horse);
    int legFile = f + d[0];
    int legRank = r + d[1];
    if (!onBoard(legFile, legRank)) {
      return 0;
    }
    // The two landing points: two steps along d and one to either side.
    boolean lands =
        d[0] == 0
            ? onBoard(f - 1, r + 2 * d[1]) || onBoard(f + 1, r + 2 * d[1])
            : onBoard(f + 2 * d[0], r - 1) || onBoard(f + 2 * d[0], r + 1);
    return lands ? XiangqiGeometry.point(legFile, legRank) : 0;
  }

  private static boolean onBoard(int file, int rank) {
    return file >= 0 && file < XiangqiGeometry.FILES && rank >= 0 && rank < XiangqiGeometry.RANKS;
  }

  /** Whether {@code point} is a leg of a horse of {@code side}. */
  private static boolean isLegOfHorse(XiangqiPosition p, int point, int side) {
    for (int horse : pointsOf(p, XiangqiPiece.of(side, XiangqiPiece.HORSE))) {
      for (int[] d : LEG_DIRECTIONS) {
        if (leg(horse, d) == point) {
          return true;
        }
      }
    }
    return false;
  }

  /** Whether a horse of {@code side} has a piece on its forward leg. */
  private static boolean forwardLegTaken(XiangqiPosition p, int side) {
    int[] forward = side == Side.FIRST ? LEG_DIRECTIONS[0] : LEG_DIRECTIONS[1];
    for (int horse : pointsOf(p, XiangqiPiece.of(side, XiangqiPiece.HORSE))) {
      int leg = leg(horse, forward);
      if (leg != 0 && p.pieceAt(leg) != XiangqiPiece.EMPTY) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether an enemy chariot or cannon is on our general's file or rank, one piece at most between.
   */
  private static boolean generalOnOpenLine(XiangqiPosition p, int us) {
    int general = p.generalPoint(us);
    for (int[] d : LEG_DIRECTIONS) {
      int between = 0;
      int file = XiangqiGeometry.fileOf(general) + d[0];
      int rank = XiangqiGeometry.rankOf(general) + d[1];
      for (; onBoard(file, rank) && between <= 1; file += d[0], rank += d[1]) {
        int piece = p.pieceAt(XiangqiGeometry.point(file, rank));
        if (piece == XiangqiPiece.EMPTY) {
          continue;
        }
        int type = XiangqiPiece.type(piece);
        if (XiangqiPiece.side(piece) != us
            && (type == XiangqiPiece.CHARIOT || type == XiangqiPiece.CANNON)) {
          return true;
        }
        between++;
      }
    }
    return false;
  }

  // ---------------------------------------------------------------- self-test

  /** Hand-made positions, each with the rows its move must and must not fall in. */
  private static final String[][] CASES = {
    // Red's cannon b2 can take the chariot b8 over the horse b4; the horse jumps away.
    {
      "5k3/1r7/9/9/9/1N7/9/1C7/9/4K4 w - - 0 30",
      "b4c6",
      "b2b8",
      "phase=endgame piece=horse best-piece=cannon soldiers-across=0:0 cannon-screen-moved"
          + " capture-missed advisors-lost elephants-lost",
      "cannon-screen-placed cannon-capture-allowed general-open-line in-check check-missed"
    },
    // The general's step moves no screen.
    {
      "5k3/1r7/9/9/9/1N7/9/1C7/9/4K4 w - - 0 30",
      "e0e1",
      "e0e1",
      "piece=general",
      "cannon-screen-moved capture-missed"
    },
    // The horse lands between Black's cannon c7 and Red's chariot c2, a screen for c7xc2.
    {
      "5k3/9/2c6/9/9/9/9/2RN5/9/4K4 w - - 0 30",
      "d2c4",
      "c2c7",
      "cannon-screen-placed cannon-capture-allowed capture-allowed capture-missed",
      "cannon-screen-moved"
    },
    // The same horse jumps elsewhere: no screen, no capture for Black.
    {
      "5k3/9/2c6/9/9/9/9/2RN5/9/4K4 w - - 0 30",
      "d2e4",
      "c2c7",
      "capture-missed",
      "cannon-screen-placed cannon-capture-allowed capture-allowed"
    },
    // The start: the cannon h2 is the screen of Black's h7xh0 and leaves it.
    {
      XiangqiPosition.START_FEN,
      "h2e2",
      "h0g2",
      "phase=opening piece=cannon best-piece=horse cannon-screen-moved",
      "advisors-lost elephants-lost general-open-line horse-hobbled"
    },
    // Red's horse c2 is hobbled by the soldier c3, which steps off its leg.
    {
      "3k5/9/6n2/9/9/9/2P6/2N3R2/9/4K4 w - - 0 30",
      "c3c4",
      "g2g6",
      "horse-hobbled unhobbles-own-horse piece=soldier best-piece=chariot",
      "hobbles-enemy-horse hobbles-own-horse unhobbles-enemy-horse alfil-soldier-across"
    },
    // The chariot lands on g6, the leg of Black's horse g7.
    {
      "3k5/9/6n2/9/9/9/2P6/2N3R2/9/4K4 w - - 0 30",
      "g2g6",
      "c3c4",
      "hobbles-enemy-horse",
      "unhobbles-own-horse unhobbles-enemy-horse hobbles-own-horse"
    },
    // ... and leaves it.
    {
      "3k5/9/6n2/6R2/9/9/2P6/2N6/9/4K4 w - - 0 30",
      "g6g5",
      "c3c4",
      "unhobbles-enemy-horse",
      "hobbles-enemy-horse"
    },
    // Black's chariot e8 sees the general e0 through one piece, the soldier e3.
    {
      "3k5/4r4/9/9/9/9/4P4/9/9/4K4 w - - 0 30",
      "e3e4",
      "e3e4",
      "general-open-line advisors-lost",
      "in-check"
    },
    // Two pieces between, advisors and elephants at home.
    {
      "3k5/4r4/9/9/9/9/4P4/9/4A4/2B1KAB2 w - - 0 30",
      "e3e4",
      "e3e4",
      "",
      "general-open-line advisors-lost elephants-lost"
    },
    // Nothing between: check.
    {"5k3/4r4/9/9/9/9/9/9/9/3K5 w - - 0 30", "d0d1", "d0d1", "", "general-open-line in-check"},
    {"3k5/4r4/9/9/9/9/9/9/9/4K4 w - - 0 30", "e0f0", "e0f0", "general-open-line in-check", ""},
    // A soldier across the river each side; the best move checks from a9, ours pushes on.
    {
      "3k5/9/9/2p1P4/9/2p6/9/9/R8/4K4 w - - 0 30",
      "e6e7",
      "a1a9",
      "soldiers-across=1:1 alfil-soldier-across check-missed best-piece=chariot",
      "best-soldier-across capture-missed"
    },
    {
      "3k5/9/9/2p1P4/9/2p6/9/9/R8/4K4 w - - 0 30",
      "a1a9",
      "e6e7",
      "best-soldier-across",
      "alfil-soldier-across check-missed"
    },
    // Black to move: the same tests from Black's side (its soldier c4 is across).
    {
      "3k5/9/9/2p1P4/9/2p6/9/9/R8/4K4 b - - 0 30",
      "c4c3",
      "c4b4",
      "soldiers-across=1:1 alfil-soldier-across best-soldier-across piece=soldier",
      ""
    },
  };

  private static int selfTest() throws InvalidInputException {
    int failures = 0;
    for (String[] c : CASES) {
      List<String> tags = tags(c[0], c[1], c[2]);
      for (String want : c[3].split(" ")) {
        if (!want.isEmpty() && !tags.contains(want)) {
          System.out.println("FAIL " + c[0] + " " + c[1] + ": missing " + want + " in " + tags);
          failures++;
        }
      }
      for (String unwanted : c[4].split(" ")) {
        if (!unwanted.isEmpty() && tags.contains(unwanted)) {
          System.out.println("FAIL " + c[0] + " " + c[1] + ": has " + unwanted + " in " + tags);
          failures++;
        }
      }
    }
    failures +=
        expect(
            splitRecords("[Event \"a\"]\n\n1. h2e2 *\n\n[Event \"b\"]\n\n*\n").size() == 2,
            "two records");
    System.out.println(
        failures == 0 ? "self-test: " + CASES.length + " positions ok" : failures + " failures");
    return failures == 0 ? 0 : 1;
  }

  private static int expect(boolean holds, String what) {
    if (!holds) {
      System.out.println("FAIL " + what);
    }
    return holds ? 0 : 1;
  }
}
