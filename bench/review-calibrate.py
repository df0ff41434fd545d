#!/usr/bin/env python3
"""The slope of the review's winning-chance curve fitted to game results, as lichess fitted its own
(lila pull request 11148): the k that makes 1 / (1 + exp(-k * cp)) the best predictor of the first
player's score (1, 1/2, 0) from the review's evaluation of each position of each game, by maximum
likelihood (logistic regression through the origin, draws as half a point, as Texel tuning does).

The games are Alfil's own (alfil.jar match --self --pgn), each annotated once with the review
(alfil.jar annotate) whose evaluations the fit takes: every position's [%eval] but the mates. Prints
the fitted k, a 95% interval from 200 bootstrap samples of whole games, and the same fit on the
positions within +-1000 centipawns and on those after the first ten plies.

usage: review-calibrate.py chess|xiangqi GAMES.pgn WORKDIR JAR [NODES] [COUNT]
  NODES  the review's nodes per position (annotate --nodes; 40000)
  COUNT  the first COUNT games of the file only (all)"""
import math
import random
import re
import sys

from review_lib import annotated

kind, pgn, workdir, jar = sys.argv[1:5]
nodes = int(sys.argv[5]) if len(sys.argv) > 5 else 40000
count = int(sys.argv[6]) if len(sys.argv) > 6 else None
RESULTS = {"1-0": 1.0, "0-1": 0.0, "1/2-1/2": 0.5}


def games_of(text):
    starts = [m.start() for m in re.finditer(r"^\[Event ", text, re.M)]
    return [text[a:b] for a, b in zip(starts, starts[1:] + [len(text)])]


def samples(text):
    """(ply, centipawns, first player's score) of every position after a move, no mate."""
    result = re.search(r'^\[Result "([^"]*)"\]', text, re.M)[1]
    if result not in RESULTS:
        return []
    movetext = text.split("\n\n", 1)[1]
    # The evaluations of the main line: variations hold no [%eval].
    evals = re.findall(r"\[%eval\s+([^\]]+)\]", movetext)
    out = []
    for ply, e in enumerate(evals):
        if not e.startswith("#"):
            out.append((ply + 1, round(float(e) * 100), RESULTS[result]))
    return out


def fit(data):
    """Newton's method on the log-likelihood, which is concave in k."""
    k = 0.003
    for _ in range(50):
        gradient, curvature = 0.0, 0.0
        for _, x, y in data:
            p = 1 / (1 + math.exp(-max(-50.0, min(50.0, k * x))))
            gradient += (y - p) * x
            curvature += p * (1 - p) * x * x
        step = gradient / curvature
        k += step
        if abs(step) < 1e-9:
            break
    return k


def main():
    records = games_of(open(pgn).read())[:count]
    texts = annotated(jar, kind, nodes, records, workdir, "calibrate-" + kind)
    per_game = [samples(t) for t in texts]
    per_game = [g for g in per_game if g]
    data = [s for g in per_game for s in g]
    k = fit(data)
    rng = random.Random(1)
    boot = sorted(fit([s for _ in per_game for s in rng.choice(per_game)]) for _ in range(200))
    print("%s: %d games, %d positions: k %.6f (95%%: %.6f to %.6f)"
          % (kind, len(per_game), len(data), k, boot[5], boot[194]))
    inner = [s for s in data if abs(s[1]) <= 1000]
    later = [s for s in data if s[0] > 10]
    print("  within +-1000 cp: %d positions, k %.6f" % (len(inner), fit(inner)))
    print("  after ply 10:     %d positions, k %.6f" % (len(later), fit(later)))


main()
