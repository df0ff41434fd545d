package alfil.testing;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import alfil.core.GamePosition;
import alfil.core.InvalidInputException;
import alfil.core.PerftCase;
import alfil.core.Rng;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;

/**
 * Plays seeded random games with the engine and checks, on every position, that an independent
 * reference generator (sharing no code with the engine; it sees only FEN text and move text) gives
 * the same legal move set, the same check status, and the same FEN after the chosen move.
 */
public final class RandomGameAgreement {

  /** What the reference generator offers, by FEN and move text only. */
  public interface Reference {
    List<String> legalMoves(String fen);

    String status(String fen);

    String play(String fen, String move);
  }

  /** How to set up the engine's position from FEN text. */
  public interface EngineSetup {
    GamePosition fromFen(String fen) throws InvalidInputException;
  }

  private RandomGameAgreement() {}

  /** The FENs of a perft suite resource: varied, rule-rich starting points for random games. */
  public static List<String> suiteFens(String resource) throws IOException, InvalidInputException {
    List<String> fens = new ArrayList<>();
    try (InputStream in = RandomGameAgreement.class.getResourceAsStream("/perft/" + resource);
        BufferedReader reader =
            new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
      String line;
      while ((line = reader.readLine()) != null) {
        PerftCase c = PerftCase.parse(line);
        if (c != null) {
          fens.add(c.fen());
        }
      }
    }
    return fens;
  }

  /**
   * Plays {@code games} random games of at most {@code maxPlies} plies, game {@code g} starting
   * from {@code starts.get(g % starts.size())} with seed {@code g}. Returns the number of positions
   * compared.
   */
  public static int run(
      EngineSetup setup,
      Reference reference,
      List<String> starts,
      int games,
      int maxPlies,
      Function<String, String> normalizeFen)
      throws InvalidInputException {
    int compared = 0;
    int[] moves = new int[GamePosition.MAX_MOVES];
    for (int g = 0; g < games; g++) {
      Rng rng = new Rng(g);
      String startFen = starts.get(g % starts.size());
      GamePosition position = setup.fromFen(startFen);
      for (int ply = 0; ply < maxPlies; ply++) {
        String fen = position.toFen();
        String where = "game " + g + " ply " + ply + " at " + fen;
        int n = position.legalMoves(moves, 0);
        String[] engineMoves = new String[n];
        for (int i = 0; i < n; i++) {
          engineMoves[i] = position.moveToText(moves[i]);
        }
        Arrays.sort(engineMoves);
        List<String> referenceMoves = reference.legalMoves(fen);
        assertEquals(referenceMoves, Arrays.asList(engineMoves), "legal moves, " + where);
        String status =
            n == 0
                ? (position.inCheck() ? "checkmate" : "stalemate")
                : (position.inCheck() ? "check" : "normal");
        assertEquals(reference.status(fen), status, "status, " + where);
        compared++;
        if (n == 0) {
          break;
        }
        int move = moves[rng.nextInt(n)];
        String text = position.moveToText(move);
        position.makeMove(move);
        assertEquals(
            normalizeFen.apply(reference.play(fen, text)),
            normalizeFen.apply(position.toFen()),
            "FEN after " + text + ", " + where);
      }
    }
    assertTrue(compared > games, "compared " + compared);
    return compared;
  }
}
