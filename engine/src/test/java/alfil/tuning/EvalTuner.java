package alfil.tuning;

import alfil.core.GamePosition;
import alfil.core.InvalidInputException;
import alfil.core.SearchPosition;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Tunes an evaluation's weights to a stronger engine's judgement of quiet positions (Texel's
 * method, Chess Programming Wiki "Texel's Tuning Method", with a reference engine's search score in
 * place of the game result). Both the reference score and ours go through the logistic curve {@code
 * 1 / (1 + 10^(-K s / 400))}; the loss is the mean squared difference of the two win expectations,
 * so that a 900 against 1200 centipawns hardly counts and a 0 against 150 does.
 *
 * <p>The evaluation is close to linear in its weights, so each round measures every weight's
 * coefficient in every position once (raising it by {@link #STEP} and looking at the change) and
 * then runs Adam on the linear model with a small L2 pull back to where the round started. A few
 * rounds take care of the terms that are not linear. Table entries (the square tables) are also
 * pulled toward 0 (L1), so that most of them are 0 and the page that carries them stays small.
 *
 * <p>Input: lines of {@code FEN;score}, the score in centipawns from the side to move's view. Only
 * quiet positions are used: not in check, and no capture that wins material by exchange. A tenth of
 * the positions, in blocks of neighbours, is held out to show the fit generalises.
 *
 * <p>Usage: {@code EvalTuner chess|xiangqi <data> <out.txt> [rounds] [iterations] [start.txt]
 * [from-to]}, on the engine's test classpath; {@code start.txt} (weights as this writes them, or -
 * for the engine's) replaces the engine's as the starting point, and the weights in the ranges
 * {@code from-to} (several separated by commas) stay as they are. {@code bench/tune.sh} makes the
 * data and runs it.
 */
public final class EvalTuner {
  private static final int STEP = 32;
  private static final double LEARNING_RATE = 0.5;
  private static final double L2 = 1e-8;

  /**
   * The pull of table entries toward 0 (an L1 penalty, per entry, on the gradient's scale). Entries
   * at 0 cost next to nothing in the page's gzipped script. For xiangqi, 5e-7 left 614 of the 700
   * square values at 0, 162 bytes gzipped instead of 314, for a held-out loss of 0.00701 instead of
   * 0.00672 (docs/experiments.md, "Square-table pull"). Against the L2 anchor the pull levels off
   * once a weight has moved SPARSITY / (2 L2) = 25 cp toward 0 in a round: an entry no position
   * measures is not moved further in that round, so the zeros come from a few rounds and from a
   * start that holds 0 where no piece stands. The system property {@code alfil.tune.sparsity} sets
   * another (0 for none), to measure what the pull costs.
   */
  private static final double SPARSITY =
      Double.parseDouble(System.getProperty("alfil.tune.sparsity", "5e-7"));

  private final TuningSubject subject;
  private final SearchPosition[] positions;
  private final double[] targets;
  private final boolean[] heldOut;

  private final PrintStream log;
  // Weights the tuner leaves as they are (ranges given on the command line).
  private boolean[] frozen = new boolean[0];

  /**
   * A tuner of {@code subject} to {@code targets}, reporting each round's losses to {@code log}.
   */
  EvalTuner(
      TuningSubject subject,
      List<SearchPosition> positions,
      List<Double> targets,
      PrintStream log) {
    this.subject = subject;
    this.log = log;
    this.positions = positions.toArray(new SearchPosition[0]);
    this.targets = new double[targets.size()];
    this.heldOut = new boolean[targets.size()];
    for (int i = 0; i < this.targets.length; i++) {
      this.targets[i] = targets.get(i);
      // Blocks of 100 neighbours (about a game) so that held-out positions come from other games.
      heldOut[i] = i / 100 % 10 == 9;
    }
  }

  public static void main(String[] args) throws Exception {
    TuningSubject subject = TuningSubject.forGame(args[0]);
    int rounds = args.length > 3 ? Integer.parseInt(args[3]) : 3;
    int iterations = args.length > 4 ? Integer.parseInt(args[4]) : 3000;
    List<SearchPosition> positions = new ArrayList<>();
    List<Double> targets = new ArrayList<>();
    int unreadable = load(subject, Path.of(args[1]), positions, targets);
    System.out.println("positions " + positions.size() + ", unreadable lines " + unreadable);
    EvalTuner tuner = new EvalTuner(subject, positions, targets, System.out);
    int[] weights =
        args.length > 5 && !args[5].equals("-")
            ? subject.read(Files.readString(Path.of(args[5])))
            : subject.defaults();
    Files.writeString(Path.of(args[2]), subject.format(weights));
    if (args.length > 6) {
      tuner.frozen = new boolean[weights.length];
      for (String range : args[6].split(",")) {
        String[] ends = range.split("-");
        int from = ends.length == 2 ? Integer.parseInt(ends[0]) : -1;
        int to = ends.length == 2 ? Integer.parseInt(ends[1]) : -1;
        if (from < 0 || from > to || to >= weights.length) {
          throw new IllegalArgumentException(
              "frozen range '"
                  + range
                  + "': give from-to with 0 <= from <= to < "
                  + weights.length
                  + ", several separated by commas");
        }
        for (int j = from; j <= to; j++) {
          tuner.frozen[j] = true;
        }
      }
    }
    double k = tuner.fitK(weights);
    System.out.printf("K %.3f%n", k);
    for (int round = 0; round < rounds; round++) {
      weights = tuner.round(weights, k, iterations);
      String source = subject.format(weights);
      Files.writeString(Path.of(args[2]), source);
      // The source holds some weights coarser than the tuner's (the square tables in steps).
      double[] scores = toDouble(tuner.evaluateAll(subject.read(source)));
      System.out.printf(
          "as written: loss %.6f (held out %.6f)%n",
          tuner.loss(scores, k, false), tuner.loss(scores, k, true));
    }
  }

  /**
   * Reads {@code FEN;score} lines, keeping each quiet position once; returns how many lines could
   * not be read (no score, or a FEN or score the engine refuses), so that none is dropped unseen.
   */
  private static int load(
      TuningSubject subject, Path file, List<SearchPosition> positions, List<Double> targets)
      throws IOException {
    Set<String> seen = new HashSet<>();
    int unreadable = 0;
    try (BufferedReader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      String line;
      while ((line = in.readLine()) != null) {
        int semi = line.lastIndexOf(';');
        if (semi < 0) {
          unreadable++;
          continue;
        }
        String fen = line.substring(0, semi);
        SearchPosition p;
        int score;
        try {
          p = subject.parse(fen);
          score = Integer.parseInt(line.substring(semi + 1).trim());
        } catch (InvalidInputException | NumberFormatException e) {
          unreadable++;
          continue;
        }
        // Board and side to move (the counters make no difference to the evaluation): each once.
        String[] fields = fen.trim().split("\\s+");
        if (!seen.add(fields[0] + " " + (fields.length > 1 ? fields[1] : ""))) {
          continue;
        }
        if (quiet(p)) {
          positions.add(p);
          targets.add(expectation(1.0, score));
        }
      }
    }
    return unreadable;
  }

  /** Whether {@code p} is quiet enough to tune on: not in check, no capture winning material. */
  static boolean quiet(SearchPosition p) {
    return !p.inCheck() && !hasWinningCapture(p, new int[GamePosition.MAX_MOVES]);
  }

  private static boolean hasWinningCapture(SearchPosition p, int[] moves) {
    int n = p.tacticalMoves(moves, 0);
    for (int i = 0; i < n; i++) {
      if (p.staticExchange(moves[i]) > 0) {
        return true;
      }
    }
    return false;
  }

  /** The win expectation of a score in centipawns, through the logistic curve with scale k. */
  static double expectation(double k, double score) {
    return 1.0 / (1.0 + Math.pow(10.0, -k * score / 400.0));
  }

  private int[] evaluateAll(int[] weights) {
    TuningSubject.Evaluator evaluator = subject.evaluator(weights);
    int[] scores = new int[positions.length];
    for (int i = 0; i < positions.length; i++) {
      scores[i] = evaluator.evaluate(positions[i]);
    }
    return scores;
  }

  private double loss(double[] scores, double k, boolean held) {
    double sum = 0;
    int n = 0;
    for (int i = 0; i < scores.length; i++) {
      if (heldOut[i] == held) {
        double d = expectation(k, scores[i]) - targets[i];
        sum += d * d;
        n++;
      }
    }
    return sum / n;
  }

  /** The K that best fits the current evaluation to the targets (golden-section search). */
  double fitK(int[] weights) {
    double[] scores = toDouble(evaluateAll(weights));
    double lo = 0.1;
    double hi = 3.0;
    for (int i = 0; i < 60; i++) {
      double a = lo + (hi - lo) * 0.382;
      double b = lo + (hi - lo) * 0.618;
      if (loss(scores, a, false) < loss(scores, b, false)) {
        hi = b;
      } else {
        lo = a;
      }
    }
    return (lo + hi) / 2;
  }

  private static double[] toDouble(int[] values) {
    double[] out = new double[values.length];
    for (int i = 0; i < values.length; i++) {
      out[i] = values[i];
    }
    return out;
  }

  /** The mean loss of {@code weights} on the held-out positions. */
  double heldOutLoss(int[] weights, double k) {
    return loss(toDouble(evaluateAll(weights)), k, true);
  }

  /** One round: the weights linearised at {@code weights}, tuned for {@code iterations} steps. */
  int[] round(int[] weights, double k, int iterations) {
    int n = positions.length;
    int params = weights.length;
    int sparseFrom = subject.sparseFrom();
    int[] base = evaluateAll(weights);
    // Column by column: which positions a weight touches and how much.
    int[][] rows = new int[params][];
    double[][] coefficients = new double[params][];
    int[] touched = new int[n];
    double[] coefficient = new double[n];
    long nonZero = 0;
    for (int j = 0; j < params; j++) {
      int[] w = weights.clone();
      w[j] += STEP;
      TuningSubject.Evaluator evaluator = subject.evaluator(w);
      int count = 0;
      for (int i = 0; i < n; i++) {
        int change = evaluator.evaluate(positions[i]) - base[i];
        if (change != 0) {
          touched[count] = i;
          coefficient[count++] = change / (double) STEP;
        }
      }
      rows[j] = java.util.Arrays.copyOf(touched, count);
      coefficients[j] = java.util.Arrays.copyOf(coefficient, count);
      nonZero += count;
    }
    double[] delta = new double[params];
    double[] m = new double[params];
    double[] v = new double[params];
    double[] scores = new double[n];
    double[] gradientAt = new double[n];
    double[] gradient = new double[params];
    double before = -1;
    for (int it = 1; it <= iterations; it++) {
      for (int i = 0; i < n; i++) {
        scores[i] = base[i];
      }
      for (int j = 0; j < params; j++) {
        if (delta[j] != 0) {
          int[] r = rows[j];
          double[] c = coefficients[j];
          for (int t = 0; t < r.length; t++) {
            scores[r[t]] += c[t] * delta[j];
          }
        }
      }
      if (it == 1) {
        before = loss(scores, k, false);
        log.printf(
            "round: %d weights, %d coefficients, loss %.6f (held out %.6f)%n",
            params, nonZero, before, loss(scores, k, true));
      }
      double scale = k * Math.log(10) / 400.0;
      for (int i = 0; i < n; i++) {
        if (heldOut[i]) {
          gradientAt[i] = 0;
          continue;
        }
        double e = expectation(k, scores[i]);
        gradientAt[i] = 2 * (e - targets[i]) * e * (1 - e) * scale;
      }
      for (int j = 0; j < params; j++) {
        int[] r = rows[j];
        double[] c = coefficients[j];
        double g = 0;
        for (int t = 0; t < r.length; t++) {
          g += gradientAt[r[t]] * c[t];
        }
        gradient[j] = g / n + 2 * L2 * delta[j];
        if (j >= sparseFrom) {
          double value = weights[j] + delta[j];
          gradient[j] += value > 0.5 ? SPARSITY : value < -0.5 ? -SPARSITY : 0;
        }
      }
      for (int j = 0; j < params; j++) {
        m[j] = 0.9 * m[j] + 0.1 * gradient[j];
        v[j] = 0.999 * v[j] + 0.001 * gradient[j] * gradient[j];
        double mh = m[j] / (1 - Math.pow(0.9, it));
        double vh = v[j] / (1 - Math.pow(0.999, it));
        if (j >= frozen.length || !frozen[j]) {
          delta[j] -= LEARNING_RATE * mh / (Math.sqrt(vh) + 1e-12);
        }
      }
    }
    int[] tuned = weights.clone();
    for (int j = 0; j < params; j++) {
      tuned[j] += (int) Math.round(delta[j]);
    }
    double[] after = toDouble(evaluateAll(tuned));
    log.printf(
        "after: loss %.6f (held out %.6f), linear model %.6f%n",
        loss(after, k, false), loss(after, k, true), loss(scores, k, false));
    return tuned;
  }
}
