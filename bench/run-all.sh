#!/usr/bin/env bash
# Every speed comparison side by side in one run, written into docs/benchmarks.md (its "speed"
# section): chess perft (alfil.jar vs Stockfish 15.1; Alfil compiled to JS in node and headless
# Chromium vs chessops and chess.js), xiangqi perft (alfil.jar and JS vs Fairy-Stockfish 11.1), the
# search bench on the JVM, node and Chromium, and the page's size, time to a playable board and
# longest main-thread task while the AI thinks. Rounds alternate; medians and ratios are reported.
#
#   bash bench/run-all.sh [rounds=3]        # about 4 minutes a round on 2 shared cores
#   bash bench/run-all.sh 3 --print         # print the markdown instead of writing the report
#
# Needs: java, node and npm, /usr/bin/chromium, /usr/games/stockfish, /usr/games/fairy-stockfish
# (apt-get install chromium stockfish fairy-stockfish). Not a test and not part of CI.
set -euo pipefail
cd "$(dirname "$0")/.."
rounds=${1:-3}
mode=${2:-}

for tool in java node npm /usr/bin/chromium /usr/games/stockfish /usr/games/fairy-stockfish; do
  command -v "$tool" >/dev/null || { echo "run-all: $tool not found" >&2; exit 2; }
done
if [ ! -f engine/target/alfil.jar ] || [ ! -f webapp/target/bench/bench.js ]; then
  mvn -B -q package -DskipTests -o -pl engine,webapp
fi
[ -f dist/alfil.html ] || { echo "run-all: no dist/alfil.html (it is committed: git checkout dist/alfil.html)" >&2; exit 2; }
# The JS references, exactly as locked in bench/package-lock.json.
[ -d bench/node_modules/chessops ] && [ -d bench/node_modules/chess.js ] ||
  (cd bench && npm ci --no-audit --no-fund --loglevel=error)

section=$(mktemp)
trap 'rm -f "$section"' EXIT
node bench/js/run-all.mjs "$rounds" >"$section"
if [ "$mode" = "--print" ]; then
  cat "$section"
else
  node bench/js/write-section.mjs docs/benchmarks.md speed <"$section"
  echo "run-all: wrote the speed section of docs/benchmarks.md" >&2
fi
