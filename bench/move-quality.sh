#!/bin/bash
# Move quality: the moves two or more builds of Alfil choose in the same chess positions, judged
# by Stockfish. A faster check than games of whether a change plays better moves (it sees neither
# speed nor a game's course), with a paired comparison against the first jar.
#
# usage: bash bench/move-quality.sh WORKDIR NODES COUNT JAR... -- PGN...
#   WORKDIR  where the positions, the moves and the judge's cache are kept (reused: a rerun with
#            more jars judges only the moves not judged before)
#   NODES    level 8's node limit per move (60000 is about 100 ms on these machines)
#   COUNT    positions to draw from the PGN files (the positions Alfil moved in, its moves 8-80)
#   JAR      each a build of alfil.jar; the first is the reference
#   PGN      games Alfil played (alfil.jar match --pgn)
# Environment: JUDGE_NODES (Stockfish's nodes per judgement, 200000), JUDGE_WORKERS (2), STOCKFISH.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
. "$here/move-quality-lib.sh"
dir=$1 nodes=$2 count=$3
shift 3
split_jars_and_files "$@"
mkdir -p "$dir"
if [ ! -s "$dir/positions.txt" ]; then
  [ ${#files[@]} -gt 0 ] || { echo "no PGN files to draw positions from" >&2; exit 2; }
  java -cp "${jars[0]}" "$here/MoveQuality.java" positions "$count" 1 "${files[@]}" > "$dir/positions.txt"
fi
choose_moves "$dir" "$nodes" "${jars[@]}"
python3 "$here/move-quality.py" "$dir/judged.jsonl" "${outs[@]}"
