#!/bin/bash
# Balance check of an opening set: the reference engine's score of every line's position at a fixed
# depth, from the first player's side. The shipped xiangqi set keeps the lines Fairy-Stockfish 11.1
# scores within +-60 centipawns at depth 18 (docs/openings.md).
#
# usage: bash bench/balance-openings.sh GAME FILE [DEPTH]
#   GAME   chess or xiangqi
#   FILE   one opening a line: engine moves from the start position (match's --openings form,
#          without "fen" lines)
#   DEPTH  the reference engine's depth (18)
# Environment: ENGINE (/usr/games/fairy-stockfish for xiangqi, /usr/games/stockfish for chess),
# JAR (engine/target/alfil.jar). Prints "line<TAB>notation<TAB>score<TAB>depth" a line.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
game=$1 file=$2 depth=${3:-18}
jar=${JAR:-$here/../engine/target/alfil.jar}
if [ "$game" = xiangqi ]; then default=/usr/games/fairy-stockfish; else default=/usr/games/stockfish; fi
java -cp "$jar" "$here/OpeningLines.java" "$game" "$file" |
  python3 "$here/balance-openings.py" "$game" "${ENGINE:-$default}" "$depth"
