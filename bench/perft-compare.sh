#!/usr/bin/env bash
# Perft speed of alfil.jar beside a reference engine on the same positions, in the same run.
# The machines are shared and noisy: the runs alternate, and the medians and the ratio count.
#
#   bench/perft-compare.sh chess   [depth=5] [rounds=3]   # vs Stockfish 15.1 (Debian 'stockfish')
#   bench/perft-compare.sh xiangqi [depth=4] [rounds=3]   # vs Fairy-Stockfish 11.1 (UCI_Variant xiangqi)
#
# Prints one line per round and engine, then: "<game> depth D: alfil <nps> nps, <ref> <nps> nps,
# ratio <alfil/ref>" with medians.
set -euo pipefail
cd "$(dirname "$0")/.."
game=${1:-chess}
rounds=${3:-3}
jar=engine/target/alfil.jar
[ -f "$jar" ] || mvn -B -q package -DskipTests
case "$game" in
  chess) depth=${2:-5}; epd=engine/src/test/resources/perft/chess.epd
    ref=$(command -v stockfish || echo /usr/games/stockfish); setup="" ;;
  xiangqi) depth=${2:-4}; epd=engine/src/test/resources/perft/xiangqi.epd
    ref=$(command -v fairy-stockfish || echo /usr/games/fairy-stockfish)
    setup="setoption name UCI_Variant value xiangqi" ;;
  *) echo "usage: $0 chess|xiangqi [depth] [rounds]" >&2; exit 2 ;;
esac
[ -x "$ref" ] || { echo "reference engine not found: apt-get install stockfish fairy-stockfish" >&2; exit 2; }

fens=$(grep -v '^#' "$epd" | grep -v '^[[:space:]]*$' | cut -d';' -f1 | sed 's/[[:space:]]*$//')

now_ms() { date +%s%3N; }

reference_round() {
  # One process for all positions (its 'go perft' runs synchronously in the UCI loop), so both
  # sides are timed as whole processes: start-up included, as for the JVM.
  local start end total
  start=$(now_ms)
  total=$({ printf '%s\n' "$setup"
    while IFS= read -r fen; do printf 'position fen %s\ngo perft %s\n' "$fen" "$depth"; done <<<"$fens"
    printf 'quit\n'; } | "$ref" | awk '/Nodes searched/ {s += $3} END {print s}')
  end=$(now_ms)
  echo "$total $((end - start))"
}

alfil_round() {
  local start end total
  start=$(now_ms)
  total=$(java -jar "$jar" perft --game "$game" --epd "$epd" --depth "$depth" | awk '/^total/ {print $2}')
  end=$(now_ms)
  echo "$total $((end - start))"
}

alfil_nps=(); ref_nps=()
for r in $(seq 1 "$rounds"); do
  read -r an at <<<"$(alfil_round)"
  read -r rn rt <<<"$(reference_round)"
  [ "$an" = "$rn" ] || { echo "node counts differ: alfil $an, reference $rn" >&2; exit 1; }
  a=$((an * 1000 / at)); b=$((rn * 1000 / rt))
  echo "round $r: alfil $an nodes in $at ms ($a nps); $(basename "$ref") $rn nodes in $rt ms ($b nps)"
  alfil_nps+=("$a"); ref_nps+=("$b")
done
median() { printf '%s\n' "$@" | sort -n | awk '{v[NR]=$1} END {print v[int((NR+1)/2)]}'; }
ma=$(median "${alfil_nps[@]}"); mr=$(median "${ref_nps[@]}")
echo "$game depth $depth: alfil $ma nps, $(basename "$ref") $mr nps, ratio $(awk -v a="$ma" -v b="$mr" 'BEGIN {printf "%.2f", a/b}')"
