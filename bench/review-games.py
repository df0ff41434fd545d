#!/usr/bin/env python3
"""Games for the review agreement benchmark (bench/review-agreement.sh): a reference engine plays
itself at a low Skill Level, so that its games hold the inaccuracies, mistakes and blunders a review
must find. Stockfish 15.1 for chess, Fairy-Stockfish 11.1 (UCI_Variant xiangqi) for xiangqi.

Each game starts from an opening of the match book (engine/src/main/resources/alfil/cli/), in turn,
then each side plays at a Skill Level drawn from SKILLS (0 to 20: lower is weaker) at NODES nodes a
move. A game ends when the side to move has no legal move, when a position comes a second time (so
that no judge's repetition rule ends it early or differently), or at MAX_PLIES. Written to OUT: one
JSON object a line, {"game": chess|xiangqi, "moves": [...]} in the engine notation Alfil reads (UCI;
ICCS with ranks 0-9), with the skills. SEED draws the skills; the reference's own Skill Level picks
its weaker moves from a generator seeded by the clock (Stockfish's search.cpp, Skill), so each run
makes another set of games: compare reviewers on one set (review-agreement.sh keeps it in WORKDIR).

usage: review-games.py chess|xiangqi GAMES SEED OUT [NODES] [MAX_PLIES]"""
import json
import os
import random
import sys

from review_lib import Reference, shift

variant, games, seed, out = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
nodes = int(sys.argv[5]) if len(sys.argv) > 5 else 20000
max_plies = int(sys.argv[6]) if len(sys.argv) > 6 else 160
SKILLS = range(0, 9)
here = os.path.dirname(os.path.abspath(__file__))
book = os.path.join(here, "..", "engine", "src", "main", "resources", "alfil", "cli",
                    "openings-%s.txt" % variant)
rng = random.Random(seed)


def openings():
    lines = []
    for line in open(book):
        line = line.split("#")[0].strip()
        if line and not line.startswith("fen"):
            lines.append(line.split())
    return lines


def best(engine, skill):
    engine.send("setoption name Skill Level value %d" % skill)
    engine.send("go nodes %d" % nodes)
    return shift(variant, engine.until("bestmove")[-1].split()[1], -1)


engine = Reference(variant, 16)
book_lines = openings()
with open(out, "a") as f:
    for g in range(games):
        skills = [rng.choice(SKILLS), rng.choice(SKILLS)]
        moves = list(book_lines[g % len(book_lines)])
        engine.send("ucinewgame")
        seen = set()
        while len(moves) < max_plies:
            engine.position(moves)
            key = engine.key()
            if key in seen or engine.legal_count() == 0:
                break
            seen.add(key)
            moves.append(best(engine, skills[len(moves) % 2]))
        # A repeated position is not played: the game stops before the move that made it.
        engine.position(moves)
        if engine.key() in seen:
            moves.pop()
        f.write(json.dumps({"game": variant, "skills": skills, "moves": moves}) + "\n")
        f.flush()
        print("game %d: %d plies, skills %s" % (g, len(moves), skills), file=sys.stderr, flush=True)
engine.quit()
