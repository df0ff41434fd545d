package alfil.tuning;

import alfil.chess.ChessEvalWeights;
import alfil.chess.ChessEvaluation;
import alfil.chess.ChessSearchPosition;
import alfil.core.InvalidInputException;
import alfil.core.SearchPosition;
import alfil.core.SquareText;
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

  /** The weights as Java source for the weights class's tuned region (bench/tune-apply.py). */
  String format(int[] weights);

  /** The weights of a text {@link #format} wrote (both games keep their tables as SquareText). */
  default int[] read(String source) {
    return WeightsFormat.read(source, defaults().length, SquareText::value);
  }

  /** Where the table entries start: the tuner pulls them toward 0, which the page holds cheaply. */
  int sparseFrom();

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
              .intArray("HEAD")
              .section("material by type (none K A B N R C P), each (mg, eg)", 16, 16)
              .section("mobility: chariot, horse, cannon, cannon screen (mg, eg)", 8, 8)
              .section("hanging horse, chariot, cannon; defence; palace attack (mg, eg)", 10, 10)
              .section(
                  "attacked by a cheaper piece: horse, chariot, cannon; empty-headed cannon (mg, eg)",
                  8,
                  8)
              .section("tempo", 1, 1)
              .end()
              // A square value past the text's range is held at its end (the tuner's "as written"
              // loss shows what that costs).
              .text("SQUARES", SquareText::clampedCharacter)
              .done();
        }

        @Override
        public int sparseFrom() {
          return XiangqiEvalWeights.SQUARE;
        }
      };
    }
    if (game.equals("chess")) {
      return new TuningSubject() {
        @Override
        public int[] defaults() {
          return ChessEvalWeights.defaults();
        }

        @Override
        public SearchPosition parse(String fen) throws InvalidInputException {
          return ChessSearchPosition.fromFen(fen);
        }

        @Override
        public Evaluator evaluator(int[] weights) {
          ChessEvaluation evaluation = new ChessEvaluation(weights);
          return position -> evaluation.evaluate(((ChessSearchPosition) position).position());
        }

        @Override
        public String format(int[] weights) {
          return WeightsFormat.of(weights)
              .intArray("HEAD")
              .section("material by type (none P N B R Q K), each (mg, eg)", 14, 14)
              .section("threats by a minor, then by a rook, on P N B R Q (mg, eg)", 20, 10)
              .section("threat by the king, hanging, threat by a safe pawn (mg, eg)", 6, 6)
              .section("phalanx, then supported, by relative rank 1 to 6 (mg, eg)", 24, 12)
              .section(
                  "backward; outposts: knight, bishop; a bishop's pawns on its colour (mg, eg)",
                  8,
                  8)
              .section(
                  "doubled, isolated; passed by relative rank 1 to 6, free passed by rank 3 to 6"
                      + " (mg, eg)",
                  24,
                  12)
              .section("mobility of N B R Q; rook on open, half-open file (mg, eg)", 12, 12)
              .section(
                  "shield one, two ahead; king file open, half-open; storm two, three ahead;"
                      + " bishop pair (mg, eg)",
                  14,
                  14)
              .end()
              .text("SQUARES", SquareText::clampedCharacter)
              .done();
        }

        @Override
        public int sparseFrom() {
          return ChessEvalWeights.SQUARE;
        }
      };
    }
    throw new IllegalArgumentException("no tuning for game '" + game + "'");
  }
}
