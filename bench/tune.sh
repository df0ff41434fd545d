#!/usr/bin/env bash
# Tunes the xiangqi evaluation's weights (EvalTuner, in the engine's tests) to Fairy-Stockfish
# 11.1's scores: makes the positions (Fairy-Stockfish playing itself, scores at depth 8) for the
# given number of minutes, tunes, and writes the result into XiangqiEvalWeights.java. Judge the
# result by games before keeping it, and check that the page still fits its budget (mvn verify):
#   java -jar engine/target/alfil.jar match --game xiangqi --engine <previous>.jar --games 100 --movetime 100
#
#   bash bench/tune.sh [minutes=10] [rounds=3] [iterations=2000]
#
# The chess weights (ChessEvalWeights) are tuned the same way by hand: bench/tune-data.py with
# /usr/games/stockfish and 'chess', then EvalTuner with 'chess' (docs/experiments.md lists what
# each fit gave in games); three in four of the chess positions come from Alfil's own games
# (tune-data.py's MOVER: "java -jar engine/target/alfil.jar uci" 6).
# -Dalfil.tune.sparsity=... on the java line sets the pull toward 0 (EvalTuner.SPARSITY).
# Not a test, not in CI. Output goes to bench/results/.
set -euo pipefail
cd "$(dirname "$0")/.."
minutes=${1:-10}
rounds=${2:-3}
iterations=${3:-2000}
weights=engine/src/main/java/alfil/xiangqi/XiangqiEvalWeights.java
mkdir -p bench/results
data=bench/results/tune-xiangqi.data
out=bench/results/tune-xiangqi.weights
python3 bench/tune-data.py /usr/games/fairy-stockfish xiangqi 1000000 8 "$RANDOM" "$data" > /dev/null &
generator=$!
sleep $((minutes * 60))
kill $generator
mvn -B -q -o test-compile -pl engine
java -Xmx8g -cp engine/target/classes:engine/target/test-classes alfil.tuning.EvalTuner \
  xiangqi "$data" "$out" "$rounds" "$iterations"
python3 bench/tune-apply.py "$weights" "$out" \
  "Tuned by EvalTuner (tests) to Fairy-Stockfish 11.1's depth-8 scores of quiet positions from its own games (bench/tune.sh)."
mvn -B -q -o spotless:apply -pl engine
echo "tuned: $weights (git diff shows the change)"
