#!/usr/bin/env bash
# Strength rows with 'alfil.jar match', written into docs/benchmarks.md (its "strength" section):
# the level ladder (each level against the next, both games) and level 8 against Stockfish 15.1 at
# several UCI_Elo values and against Fairy-Stockfish 11.1 (full strength and at UCI_Elo values).
# Every row gives its game count, W/D/L, score and Elo with its 95% error bar, and the command that
# reproduces it. These numbers are what EloLevels' UCI_Elo anchors are to be calibrated from.
#
#   bash bench/ladder.sh [games=20] [movetime-ms=100] [chess|xiangqi|both=both] [--print]
#
#   SF_ELOS="1350 1600 1900 2200 2500"   Stockfish UCI_Elo values for level 8 (chess)
#   SF_LEVELS="5@1350 6@1350 7@1600"      lower levels against Stockfish (level@UCI_Elo): they tie
#                                         the self-play ladder to Stockfish's scale below level 8
#   FSF_ELOS="full 1350 2000"            Fairy-Stockfish settings for level 8 (xiangqi)
#   LADDER=1                              0 leaves out the level-against-level rows
#
# Games are paired (same opening, colours swapped): keep the count even. Not a test, not in CI.
set -euo pipefail
cd "$(dirname "$0")/.."
games=${1:-20}
movetime=${2:-100}
which=${3:-both}
mode=${4:-}
sf_elos=${SF_ELOS:-1350 1600 1900 2200 2500}
sf_levels=${SF_LEVELS:-5@1350 6@1350 7@1600}
fsf_elos=${FSF_ELOS:-full 1350 2000}
jar=engine/target/alfil.jar
stockfish=/usr/games/stockfish
fairy=/usr/games/fairy-stockfish
[ -f "$jar" ] || mvn -B -q package -DskipTests -o -pl engine
mkdir -p bench/results
raw=bench/results/ladder-$(date -u +%Y%m%dT%H%M%SZ).txt
rows=$(mktemp)
trap 'rm -f "$rows"' EXIT

# One row: a label, then the match arguments after 'match'.
row() {
  local label=$1; shift
  local cmd="java -jar $jar match $* --games $games --movetime $movetime"
  echo "ladder: $label: $cmd" >&2
  local out
  if ! out=$(java -jar "$jar" match "$@" --games "$games" --movetime "$movetime" 2>&1); then
    echo "ladder: '$label' failed:" >&2; tail -5 <<<"$out" >&2; exit 1
  fi
  { echo "## $label"; echo "\$ $cmd"; echo "$out"; echo; } >>"$raw"
  local wdl score elo interval
  wdl=$(grep -E '^wins [0-9]+ draws [0-9]+ losses [0-9]+' <<<"$out" | awk '{print $2 "/" $4 "/" $6}')
  score=$(grep -E '^score ' <<<"$out" | cut -d' ' -f2-)
  elo=$(grep -E '^elo ' <<<"$out" | cut -d' ' -f2- | sed 's/ (95%)//')
  interval=$(grep -E '^interval ' <<<"$out" | cut -d' ' -f2- | sed 's/ (95%, Wilson)//')
  echo "| $label | $games | $wdl | $score | $elo | $interval | \`$cmd\` |" >>"$rows"
  echo "ladder: $label: W/D/L $wdl, score $score, elo $elo, interval $interval" >&2
}

games_list() { case "$which" in both) echo chess xiangqi ;; chess|xiangqi) echo "$which" ;;
  *) echo "usage: $0 [games] [movetime-ms] [chess|xiangqi|both] [--print]" >&2; exit 2 ;; esac; }

for game in $(games_list); do
  if [ "${LADDER:-1}" = 1 ]; then
    for level in 1 2 3 4 5 6 7; do
      row "$game: level $level vs level $((level + 1))" \
        --game "$game" --self --level "$level" --engine-level "$((level + 1))"
    done
  fi
  if [ "$game" = chess ]; then
    for elo in $sf_elos; do
      row "chess: level 8 vs Stockfish 15.1 UCI_Elo $elo" --game chess --level 8 \
        --engine "$stockfish" --option UCI_LimitStrength=true --option "UCI_Elo=$elo"
    done
    for pair in $sf_levels; do
      row "chess: level ${pair%@*} vs Stockfish 15.1 UCI_Elo ${pair#*@}" --game chess \
        --level "${pair%@*}" --engine "$stockfish" --option UCI_LimitStrength=true \
        --option "UCI_Elo=${pair#*@}"
    done
  else
    for elo in $fsf_elos; do
      if [ "$elo" = full ]; then
        row "xiangqi: level 8 vs Fairy-Stockfish 11.1 (full strength)" --game xiangqi --level 8 \
          --engine "$fairy" --option UCI_Variant=xiangqi
      else
        row "xiangqi: level 8 vs Fairy-Stockfish 11.1 UCI_Elo $elo" --game xiangqi --level 8 \
          --engine "$fairy" --option UCI_Variant=xiangqi --option UCI_LimitStrength=true \
          --option "UCI_Elo=$elo"
      fi
    done
  fi
done

section=$(mktemp)
trap 'rm -f "$rows" "$section"' EXIT
{
  echo "Measured $(date -u '+%Y-%m-%d %H:%M') UTC at commit $(git rev-parse --short HEAD) with"
  echo "\`bash bench/ladder.sh $games $movetime $which\`: $games games a row (paired openings, colours swapped),"
  echo "${movetime} ms a move, on $(nproc) shared cores. Scores and Elo are from the first-named side's"
  echo "view (the lower level in the ladder, Alfil against a reference). Elo ± is the 95% interval"
  echo "of the normal approximation (as cutechess-cli prints it), infinite near 0% and 100%; the"
  echo "Wilson column is the 95% Wilson score interval, finite except on a shut-out's side."
  echo "Each game's result line is in \`$raw\` (not committed)."
  echo
  echo "| row | games | W/D/L | score | Elo ± 95% | Elo 95% (Wilson) | command |"
  echo "|---|---:|---|---|---|---|---|"
  cat "$rows"
} >"$section"
if [ "$mode" = "--print" ]; then
  cat "$section"
else
  node bench/js/write-section.mjs docs/benchmarks.md strength <"$section"
  echo "ladder: wrote the strength section of docs/benchmarks.md" >&2
fi
