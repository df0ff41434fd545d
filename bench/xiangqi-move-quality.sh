#!/bin/bash
# Xiangqi move quality: the moves one or more builds of Alfil choose in positions of its xiangqi
# games, judged by Fairy-Stockfish, with where the points go (by phase, by piece, by pattern) and a
# paired comparison against the first jar. The xiangqi counterpart of move-quality.sh.
#
# usage: bash bench/xiangqi-move-quality.sh WORKDIR NODES COUNT JAR... -- RECORD...
#        bash bench/xiangqi-move-quality.sh --self-test [JAR]
#   WORKDIR  where the positions, the moves, the judge's cache and the report are kept (reused: a
#            rerun with more jars judges only the moves not judged before)
#   NODES    level 8's node limit per move (60000 is about 100 ms on these machines)
#   COUNT    positions to draw from the records (the positions Alfil moved in, its moves 5-80)
#   JAR      each a build of alfil.jar; the first is the reference
#   RECORD   xiangqi games Alfil played (alfil.jar match --game xiangqi --pgn FILE)
# Environment: ALL_GAMES=1 (draw from every game, not only the lost ones), SEED (1),
#   JUDGE_DEPTH (Fairy-Stockfish's depth per judgement, 14), JUDGE_WORKERS (1), DECIDED (600),
#   FAIRY_STOCKFISH (/usr/games/fairy-stockfish).
# --self-test checks the pattern tests on hand-made positions (with JAR, default
# engine/target/alfil.jar) and the judge's parsing and sums; no engine is run.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
. "$here/move-quality-lib.sh"
if [ "${1:-}" = "--self-test" ]; then
  jar=$(realpath "${2:-$here/../engine/target/alfil.jar}")
  java -cp "$jar" "$here/XiangqiMoveQuality.java" self-test
  python3 "$here/xiangqi-move-quality.py" --self-test
  exit
fi
[ $# -ge 4 ] || { sed -n '6,18p' "$0" >&2; exit 2; }
dir=$1 nodes=$2 count=$3
shift 3
split_jars_and_files "$@"
[ ${#jars[@]} -gt 0 ] || { echo "no jar given" >&2; exit 2; }
mkdir -p "$dir"
if [ ! -s "$dir/positions.txt" ]; then
  [ ${#files[@]} -gt 0 ] || { echo "no records to draw positions from" >&2; exit 2; }
  which=lost
  [ "${ALL_GAMES:-0}" = 1 ] && which=all
  java -cp "${jars[0]}" "$here/XiangqiMoveQuality.java" positions "$count" "${SEED:-1}" "$which" \
    "${files[@]}" > "$dir/positions.txt"
fi
choose_moves "$dir" "$nodes" "${jars[@]}"
python3 "$here/xiangqi-move-quality.py" judge "$dir/judged.jsonl" "$dir/best.txt" "${outs[@]}"
patterns=()
for out in "${outs[@]}"; do
  java -cp "${jars[0]}" "$here/XiangqiMoveQuality.java" patterns "$dir/best.txt" "$out" \
    > "$out.patterns"
  patterns+=("$out.patterns")
done
python3 "$here/xiangqi-move-quality.py" report "$dir/judged.jsonl" "${patterns[@]}" | tee "$dir/report.txt"
