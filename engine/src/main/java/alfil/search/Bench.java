package alfil.search;

import alfil.core.InvalidInputException;
import alfil.core.SearchPosition;

/**
 * The engine's signature: a fixed list of chess and xiangqi positions, each searched to a fixed
 * depth with a cleared table and fresh move-ordering statistics. The total node count is identical
 * on every machine and in the browser; it changes only when search or evaluation behaviour changes
 * (say the new number in the commit message when it does).
 */
public final class Bench {
  /** The depth of the signature run. */
  public static final int DEFAULT_DEPTH = 8;

  /** Chess positions: Stockfish's bench openings and middlegames, and endgames. */
  public static final String[] CHESS_FENS = {
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

  /** Xiangqi positions: the start, middlegames and endgames of the perft suite. */
  public static final String[] XIANGQI_FENS = {
    "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1",
    "r1ba1a3/4kn3/2n1b4/pNp1p1p1p/4c4/6P2/P1P2R2P/1CcC5/9/2BAKAB2 w - - 0 1",
    "r2akab1r/3n5/4b3n/p1p1pRp1p/9/2P3P2/P3P3c/N2C3C1/4A4/1RBAK1B2 w - - 0 1",
    "1rbaka2R/5r3/6n2/2p1p1p2/4P1bP1/PpC3Bc1/1nPR2P2/2N2AN2/1c2K1p2/2BAC4 w - - 0 1",
    "2bak4/9/3a5/p2Np3p/3n1P3/3pc3P/P4r1c1/B2CC2R1/4A4/3AK1B2 b - - 0 1",
    "1C2ka3/9/C1Nab1n2/p3p3p/6p2/9/P3P3P/3AB4/3p2c2/c1BAK4 w - - 0 1",
    "5a3/3k5/3aR4/9/5r3/5n3/9/3A1A3/5K3/2BC2B2 w - - 0 1",
    "4ka3/4a4/9/9/4N4/p8/9/4C3c/7n1/2BK5 w - - 0 1",
  };

  /** Makes the positions: the caller knows the games, the search does not. */
  public interface Positions {
    SearchPosition chess(String fen) throws InvalidInputException;

    SearchPosition xiangqi(String fen) throws InvalidInputException;
  }

  private Bench() {}

  /**
   * Searches every position to {@code depth} with {@code table} (cleared before each) and returns
   * the node count of each, chess first, then xiangqi. The sum is the signature ({@link #total}).
   */
  public static int[] run(Positions positions, int depth, TranspositionTable table)
      throws InvalidInputException {
    int[] counts = new int[CHESS_FENS.length + XIANGQI_FENS.length];
    for (int i = 0; i < counts.length; i++) {
      SearchPosition p =
          i < CHESS_FENS.length
              ? positions.chess(CHESS_FENS[i])
              : positions.xiangqi(XIANGQI_FENS[i - CHESS_FENS.length]);
      table.clear();
      Search search = new Search(table);
      SearchResult result = search.search(p, SearchLimits.depth(depth), null);
      counts[i] = (int) result.nodes();
    }
    return counts;
  }

  /** The signature: the sum of {@link #run}'s counts (exact as a double). */
  public static double total(int[] counts) {
    double sum = 0;
    for (int c : counts) {
      sum += c;
    }
    return sum;
  }
}
