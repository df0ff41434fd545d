package alfil.tuning;

import alfil.core.InvalidInputException;
import alfil.core.SearchPosition;
import alfil.xiangqi.XiangqiEvalWeights;
import alfil.xiangqi.XiangqiEvaluation;
import alfil.xiangqi.XiangqiSearchPosition;

/** What {@link EvalTuner} needs of a game: its weights, its positions and an evaluation of them. */
interface TuningSubject {

  /** The weights the engine plays with now (a fresh copy). */
  int[] defaults();

  /** The position of a FEN, or an exception naming what is wrong with it. */
  SearchPosition parse(String fen) throws InvalidInputException;

  /** An evaluator with {@code weights}. */
  Evaluator evaluator(int[] weights);

  /** The weights as a readable table, under a comment per section. */
  String format(int[] weights);

  /** One evaluation, from the side to move's view. */
  interface Evaluator {
    int evaluate(SearchPosition position);
  }

  static TuningSubject forGame(String game) {
    if (game.equals("xiangqi")) {
      return new TuningSubject() {
        @Override
        public int[] defaults() {
          return XiangqiEvalWeights.defaults();
        }

        @Override
        public SearchPosition parse(String fen) throws InvalidInputException {
          return XiangqiSearchPosition.fromFen(fen);
        }

        @Override
        public Evaluator evaluator(int[] weights) {
          XiangqiEvaluation evaluation = new XiangqiEvaluation(weights);
          return position -> evaluation.evaluate(((XiangqiSearchPosition) position).position());
        }

        @Override
        public String format(int[] weights) {
          return WeightsFormat.of(weights)
              .section("material by type (none K A B N R C P), each (mg, eg)", 16, 16)
              .section("soldier: river, crossed, deep, centre, last (mg, eg)", 10, 10)
              .section("horse: centre, river, enemy half, back (mg, eg)", 8, 8)
              .section("chariot: beside the middle, rank 6, enemy half (mg, eg)", 6, 6)
              .section("cannon: middle, last rank, rank 7 (mg, eg)", 6, 6)
              .section("general: per rank, per file out (mg, eg)", 4, 4)
              .section("mobility: chariot, horse, cannon, cannon screen (mg, eg)", 8, 8)
              .section("hanging horse, chariot, cannon (mg, eg)", 6, 6)
              .section("defence (mg, eg)", 2, 2)
              .section("tempo", 1, 1)
              .text();
        }
      };
    }
    throw new IllegalArgumentException("no tuning for game '" + game + "'");
  }
}
