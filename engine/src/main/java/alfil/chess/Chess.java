package alfil.chess;

import alfil.core.Ascii;
import alfil.core.FenReader;
import alfil.core.Game;
import alfil.core.InvalidInputException;
import alfil.core.Judge;
import alfil.core.SearchPosition;
import alfil.core.Text;

/** Chess by the FIDE Laws as a {@link Game}: what the faces and the search ask of it. */
public final class Chess implements Game {
  /** The one instance: the rules have no state. */
  public static final Chess GAME = new Chess();

  private Chess() {}

  @Override
  public String name() {
    return "chess";
  }

  @Override
  public String startFen() {
    return ChessPosition.START_FEN;
  }

  @Override
  public boolean isFenOf(String fen) {
    return FenReader.boardRows(fen) == 8;
  }

  @Override
  public ChessPosition newPosition(String fen) throws InvalidInputException {
    return FenReader.isStart(fen) ? ChessPosition.start() : ChessPosition.fromFen(fen);
  }

  @Override
  public SearchPosition newSearchPosition(String fen) throws InvalidInputException {
    return new ChessSearchPosition(newPosition(fen));
  }

  @Override
  public Judge newJudge(String fen) throws InvalidInputException {
    return ChessGame.fromFen(FenReader.isStart(fen) ? ChessPosition.START_FEN : fen);
  }

  @Override
  public Judge readRecord(String text) throws InvalidInputException {
    return Pgn.readGame(text);
  }

  @Override
  public int recordCount(String text) throws InvalidInputException {
    return Pgn.count(text);
  }

  /** The values every chess book teaches (pawn 1, minor piece 3, rook 5, queen 9). */
  @Override
  public int pieceValue(char fenLetter) {
    int at = "pnbrq".indexOf(Ascii.toLower(fenLetter));
    return at < 0 ? 0 : new int[] {10, 30, 30, 50, 90}[at];
  }

  @Override
  public String recordFileExtension() {
    return "pgn";
  }

  @Override
  public String engineNotation() {
    return "uci";
  }

  @Override
  public boolean engineRanksFromZero() {
    return false; // UCI moves: ranks 1-8
  }

  @Override
  public boolean playedOverUcci() {
    return false;
  }

  @Override
  public String[] notations() {
    return new String[] {"san"};
  }

  @Override
  public Text sideName(int side) {
    return ChessTexts.side(side);
  }

  @Override
  public int levelNodePercent() {
    return 100;
  }

  /**
   * Lichess's slope (lila {@code WinPercent.scala}, fitted to the results of lichess games in lila
   * pull request 11148), taken as it is: the same fit on Alfil's own evaluations, in 42 games of
   * Alfil level 5 against itself reviewed at 40,000 nodes a position, gives 0.00345 (95%: 0.0020 to
   * 0.0068), lichess's value well inside ({@code bench/review-calibrate.py}).
   */
  @Override
  public double winningChanceSlope() {
    return 0.00368208;
  }

  /**
   * 40,000: a game of 78 plies takes 12.7 s on the JVM. Four times as many agreed no better with
   * Stockfish's review at depth 16 (blunders 47.6% / 62.5% against 50.0% / 58.3%).
   */
  @Override
  public int reviewNodes() {
    return 40_000;
  }

  /**
   * The bench's chess positions: Stockfish's bench openings and middlegames, and endgames. Made on
   * each call, so that the page, which never runs the bench, does not carry them.
   */
  @Override
  public String[] benchFens() {
    return new String[] {
      "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
      "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 10",
      "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 11",
      "4rrk1/pp1n3p/3q2pQ/2p1pb2/2PP4/2P3N1/P2B2PP/4RRK1 b - - 7 19",
      "rq3rk1/ppp2ppp/1bnpb3/3N2B1/3NP3/7P/PPPQ1PP1/2KR3R w - - 7 14",
      "r1bq1r1k/1pp1n1pp/1p1p4/4p2Q/4Pp2/1BNP4/PPP2PPP/3R1RK1 w - - 2 14",
      "r3r1k1/2p2ppp/p1p1bn2/8/1q2P3/2NPQN2/PPP3PP/R4RK1 b - - 2 15",
      "r1bbk1nr/pp3p1p/2n5/1N4p1/2Np1B2/8/PPP2PPP/2KR1B1R w kq - 0 13",
      "6k1/6p1/6Pp/ppp5/3pn2P/1P3K2/1PP2P2/3N4 b - - 0 1",
      "8/8/8/8/5kp1/P7/8/1K1N4 w - - 0 1",
    };
  }

  @Override
  public int files() {
    return 8;
  }

  @Override
  public int ranks() {
    return 8;
  }

  @Override
  public boolean onPoints() {
    return false;
  }

  @Override
  public int square(int file, int rank) {
    return Square.of(file, rank);
  }

  @Override
  public int fileOf(int square) {
    return Square.file(square);
  }

  @Override
  public int rankOf(int square) {
    return Square.rank(square);
  }

  @Override
  public String squareName(int square) {
    return Square.name(square);
  }

  @Override
  public char promotionLetter(int move) {
    int type = ChessMove.promotionType(move);
    return type == Piece.NONE ? 0 : Piece.typeLetter(type);
  }

  /** None: a chess board's edges carry the square names' letters and digits. */
  @Override
  public String fileNumbers(int side, String notation) {
    return null;
  }

  @Override
  public Text pieceName(char fenLetter) {
    int piece = fenLetter == 0 ? Piece.NONE : Piece.ofFenLetter(fenLetter);
    return piece == Piece.NONE ? null : ChessTexts.piece(piece);
  }

  @Override
  public Text[] texts() {
    return ChessTexts.all();
  }
}
