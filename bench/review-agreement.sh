#!/bin/bash
# The review agreement benchmark (docs/benchmarks.md, "Game review"): games of Stockfish 15.1 and
# of Fairy-Stockfish 11.1 against themselves at low Skill Levels (bench/review-games.py), reviewed
# by alfil.jar annotate and by the reference engine at a fixed depth under the same rules
# (bench/review-agreement.py), and the two reviews' marks compared.
#
# usage: bash bench/review-agreement.sh WORKDIR GAMES NODES [DEPTH]
#   WORKDIR  where the games, the reference's searches and Alfil's records are kept (a rerun
#            reuses them: another NODES reviews the same games again, with Alfil only)
#   GAMES    games per game kind (generated once, with seed 1)
#   NODES    Alfil's nodes per position (annotate --nodes)
#   DEPTH    the reference's depth per position (16)
# Everything runs under nice; the reference and Alfil run side by side (two processes).
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
dir=$1 games=$2 nodes=$3 depth=${4:-16}
jar=$(realpath "$here/../engine/target/alfil.jar")
mkdir -p "$dir"
for game in chess xiangqi; do
  if [ ! -s "$dir/games-$game.jsonl" ]; then
    nice -n 10 python3 "$here/review-games.py" "$game" "$games" 1 "$dir/games-$game.jsonl.tmp"
    mv "$dir/games-$game.jsonl.tmp" "$dir/games-$game.jsonl"
  fi
  python3 "$here/review-agreement.py" "$dir/games-$game.jsonl" "$dir/work-$game" "$jar" \
    "$nodes" "$depth"
done
