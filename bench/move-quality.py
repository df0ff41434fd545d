#!/usr/bin/env python3
"""Judges chess moves by Stockfish: how much each engine's choices lose, position by position.

usage: move-quality.py CACHE MOVES...

Each MOVES file has "FEN;uci" lines (MoveQuality.java's `moves`). For each position, Stockfish
(/usr/games/stockfish, or $STOCKFISH) scores the position after its own best move and after each
engine's move, every one by a fixed-node search from a cleared table, so that a score depends on
the position alone and is kept in CACHE (one JSON object a line) for the next run. A move's loss is
what it gives away against Stockfish's best, in centipawns (clamped to 0..400) and in expected
score (a logistic of the centipawns, 150 cp a unit). Positions Stockfish already scores beyond
600 cp either way are left out: there a move's loss rarely changes the result.

Printed per MOVES file: positions judged, mean centipawn loss, mean expected-score loss (in
thousandths), and how many moves lose 100 cp or more and 300 cp or more; then for each file after
the first, the same positions paired with the first: on how many it chose better and worse, and the
mean difference of expected-score loss with its standard error.
"""
import math
import os
import sys

from uci_judge import Cache, UciEngine, read_search, run_workers

NODES = int(os.environ.get("JUDGE_NODES", "200000"))
WORKERS = int(os.environ.get("JUDGE_WORKERS", "2"))
ENGINE = os.environ.get("STOCKFISH", "/usr/games/stockfish")
MATE = 10000


class Judge(UciEngine):
    def __init__(self):
        super().__init__(ENGINE, [("Hash", 32)])

    def search(self, fen, moves):
        """(score for the side to move in fen after moves, best move) by a fixed-node search."""
        lines = self.search_lines(
            "position fen %s%s" % (fen, " moves " + " ".join(moves) if moves else ""),
            "go nodes %d" % NODES)
        last, _, best = read_search(lines)
        score = None
        if last is not None:
            kind, value = last
            score = (MATE - abs(value)) * (1 if value > 0 else -1) if kind == "mate" else value
        if best == "(none)":
            # No legal move: mated (or stalemated) here.
            score = -MATE if score is None or score < 0 else 0
        return score, best


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    cache_path, move_files = sys.argv[1], sys.argv[2:]
    cache = Cache(cache_path)
    choices = []
    for path in move_files:
        with open(path) as f:
            choices.append(dict(line.rstrip("\n").split(";") for line in f if ";" in line))
    fens = list(choices[0])

    def job(judge, fen):
        root = cache.lookup("root|" + fen, lambda: judge.search(fen, []))
        wanted = {root[1]} | {c[fen] for c in choices if fen in c}
        for move in wanted:
            cache.lookup(fen + "|" + move, lambda: judge.search(fen, [move])[0])

    run_workers(fens, WORKERS, Judge, job)
    cache.close()

    def expected(cp):
        return 1 / (1 + math.exp(-cp / 150))

    losses = []
    for c in choices:
        table = {}
        for fen in fens:
            root_score, best = cache["root|" + fen]
            if abs(root_score) > 600 or fen not in c:
                continue
            best_after = -cache[fen + "|" + best]
            after = -cache[fen + "|" + c[fen]]
            cp = min(400, max(0, best_after - after))
            es = max(0.0, expected(best_after) - expected(after))
            table[fen] = (cp, es)
        losses.append(table)

    for path, table in zip(move_files, losses):
        n = len(table)
        cp = sum(v[0] for v in table.values()) / n
        es = sum(v[1] for v in table.values()) / n * 1000
        big = sum(1 for v in table.values() if v[0] >= 100)
        huge = sum(1 for v in table.values() if v[0] >= 300)
        print("%-40s %5d positions  cp loss %6.2f  score loss %6.2f/1000  >=100cp %4d  >=300cp %4d"
              % (path, n, cp, es, big, huge))
    base = losses[0]
    for path, table in zip(move_files[1:], losses[1:]):
        common = [f for f in table if f in base]
        diffs = [table[f][1] - base[f][1] for f in common]
        n = len(diffs)
        mean = sum(diffs) / n
        sd = math.sqrt(sum((d - mean) ** 2 for d in diffs) / max(1, n - 1))
        better = sum(1 for d in diffs if d < -1e-9)
        worse = sum(1 for d in diffs if d > 1e-9)
        print("%-40s vs %s: better %d, worse %d, score loss %+.2f/1000 (s.e. %.2f)"
              % (path, move_files[0], better, worse, mean * 1000, sd / math.sqrt(n) * 1000))


if __name__ == "__main__":
    main()
