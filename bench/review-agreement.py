#!/usr/bin/env python3
"""The review agreement benchmark: how far the moves Alfil's game review marks (`alfil.jar
annotate`) agree with the marks of a reference engine's review by the same rules: Stockfish 15.1
for chess, Fairy-Stockfish 11.1 (UCI_Variant xiangqi) for xiangqi, at DEPTH plies a position.

The reference review is done here as Alfil's is (alfil.review.GameReview) and as lichess's fishnet
does it: every position of a game, the last first, through one hash table; then each move's drop
in the mover's winning chances, 2 / (1 + exp(-k * cp)) - 1 with the exponent bounded at lila's
1000 centipawns on chess's curve and a mate at +-1, is marked with lila's thresholds (0.1
inaccuracy, 0.2 mistake, 0.3 blunder), except the reviewer's own best move and a move that was the
only legal one. k is the game's slope (alfil.core.Game#winningChanceSlope; chess lichess's).

Prints, for blunders and for every mark: how many each reviewer gave, how many both, the share of
the reference's that Alfil also gave (recall) and of Alfil's that the reference also gave
(precision), and the table of Alfil's marks against the reference's.

usage: review-agreement.py GAMES.jsonl WORKDIR JAR NODES [DEPTH]
  GAMES.jsonl  games from bench/review-games.py
  WORKDIR      where the reference's searches and Alfil's annotated records are kept (reused)
  JAR          alfil.jar; NODES its --nodes per position (0: only the reference's reviews, to
               fill WORKDIR ahead; depth:D: the reference itself at D plies in Alfil's place,
               the ceiling a shallower search of the judge's own reaches)
Environment: REFERENCE (the engine's path; Stockfish or Fairy-Stockfish by the games' kind)."""
import json
import math
import os
import re
import sys
import threading

from review_lib import Reference, annotated, shift

# The games' slopes, as alfil.chess.Chess and alfil.xiangqi.Xiangqi give them.
SLOPES = {"chess": 0.00368208, "xiangqi": 0.0030}
EXPONENT_CEILING = 0.00368208 * 1000
THRESHOLDS = [(0.3, 3), (0.2, 2), (0.1, 1)]
NAMES = ["none", "inaccuracy", "mistake", "blunder"]
SUFFIX_MARK = {"??": 3, "?": 2, "?!": 1}

games_file, workdir, jar = sys.argv[1], sys.argv[2], sys.argv[3]
shallow = int(sys.argv[4][6:]) if sys.argv[4].startswith("depth:") else None
nodes = 0 if shallow else int(sys.argv[4])
depth = int(sys.argv[5]) if len(sys.argv) > 5 else 16
games = [json.loads(line) for line in open(games_file) if line.strip()]
kind = games[0]["game"]
slope = SLOPES[kind]
os.makedirs(workdir, exist_ok=True)


def chances(score):
    """Winning chances of the side whose view [kind, n] takes, -1 to 1."""
    if score[0] == "mate":
        return 1.0 if score[1] > 0 else -1.0
    exponent = max(-EXPONENT_CEILING, min(EXPONENT_CEILING, slope * score[1]))
    return 2 / (1 + math.exp(-exponent)) - 1


def mark_of(drop):
    for threshold, mark in THRESHOLDS:
        if drop >= threshold:
            return mark
    return 0


# --- The reference's review


def review(engine, moves, depth):
    """Per position, the last first as fishnet goes, through one hash table: [score from the side
    to move's view, best move (Alfil's notation) or None, legal moves]."""
    engine.send("ucinewgame")
    found = [None] * (len(moves) + 1)
    for p in range(len(moves), -1, -1):
        engine.position(moves[:p])
        legal = engine.legal_count()
        if legal == 0:
            # No legal move: mated, or (xiangqi) stalemated, which loses; chess stalemate draws.
            lost = kind == "xiangqi" or engine.in_check()
            found[p] = [["mate", 0] if lost else ["cp", 0], None, 0]
            continue
        engine.send("go depth %d" % depth)
        score, best = None, None
        for line in engine.until("bestmove"):
            words = line.split()
            if "score" in words and "lowerbound" not in words and "upperbound" not in words:
                i = words.index("score")
                score = [words[i + 1], int(words[i + 2])]
            if words and words[0] == "bestmove":
                best = shift(kind, words[1], -1)
        found[p] = [score, best, legal]
    return found


def reference_reviews(depth=depth):
    path = os.path.join(workdir, "reference-depth%d.jsonl" % depth)
    done = {}
    if os.path.exists(path):
        for line in open(path):
            entry = json.loads(line)
            done[entry["key"]] = entry["value"]
    todo = [i for i, g in enumerate(games) if key_of(g) not in done]
    if todo:
        engine = Reference(kind, 64)
        with open(path, "a") as out:
            for n, i in enumerate(todo):
                value = review(engine, games[i]["moves"], depth)
                done[key_of(games[i])] = value
                out.write(json.dumps({"key": key_of(games[i]), "value": value}) + "\n")
                out.flush()
                print("reference: game %d/%d" % (n + 1, len(todo)), file=sys.stderr, flush=True)
        engine.quit()
    return [done[key_of(g)] for g in games]


def key_of(game):
    return " ".join(game["moves"])


def reference_marks(moves, review):
    marks = []
    for i, move in enumerate(moves):
        before, best, legal = review[i]
        after = review[i + 1][0]
        drop = chances(before) + chances(after)  # the side to move's view alternates
        marks.append(0 if move == best or legal == 1 else mark_of(drop))
    return marks


# --- Alfil's review


def read_annotated(text):
    """The marks and the [%eval] texts of an annotated record's moves, in order."""
    movetext = text.split("\n\n", 1)[1]  # the tags end at the first blank line
    marks, evals = [], []
    i, depth_ = 0, 0
    while i < len(movetext):
        c = movetext[i]
        if c == "{":
            end = movetext.index("}", i)
            m = re.search(r"\[%eval\s+([^\]]+)\]", movetext[i:end])
            if m and depth_ == 0:
                evals.append(m[1])
            i = end + 1
        elif c == "(":
            depth_ += 1
            i += 1
        elif c == ")":
            depth_ -= 1
            i += 1
        elif c.isspace():
            i += 1
        else:
            j = i
            while j < len(movetext) and not movetext[j].isspace() and movetext[j] not in "{}()":
                j += 1
            token = movetext[i:j]
            i = j
            if depth_ > 0 or re.fullmatch(r"\d+\.+", token) or token in ("1-0", "0-1", "1/2-1/2",
                                                                         "*"):
                continue
            suffix = re.search(r"[?!]+$", token)
            marks.append(SUFFIX_MARK.get(suffix[0], 0) if suffix else 0)
    return marks, evals


def main():
    if shallow:
        compare([reference_marks(g["moves"], r) for g, r in zip(games, reference_reviews(shallow))],
                "the reference at depth %d" % shallow, reference_reviews())
        return
    if nodes == 0:
        reference_reviews()
        return
    reviews = [None]  # the reference's, searched beside Alfil's
    thread = threading.Thread(target=lambda: reviews.__setitem__(0, reference_reviews()))
    thread.start()
    records = [" ".join(game["moves"]) + "\n" for game in games]
    texts = annotated(jar, kind, nodes, records, workdir, "alfil")
    thread.join()
    compare([read_annotated(text)[0] for text in texts], "Alfil at %d nodes a position" % nodes,
            reviews[0])


def compare(reviewed, reviewer, reviews):
    """The reviewer's marks of each game (reviewed) against the reference's reviews at depth."""
    table = [[0] * 4 for _ in range(4)]
    plies = 0
    for game, review, alfil in zip(games, reviews, reviewed):
        reference = reference_marks(game["moves"], review)
        n = min(len(alfil), len(reference))  # Alfil's judge may end a game sooner
        plies += n
        for a, r in zip(alfil[:n], reference[:n]):
            table[a][r] += 1
    print("%s: %d games, %d moves; %s, the reference at depth %d"
          % (kind, len(games), plies, reviewer, depth))
    for name, lowest in (("blunders", 3), ("mistakes or worse", 2), ("every mark", 1)):
        alfil = sum(table[a][r] for a in range(lowest, 4) for r in range(4))
        reference = sum(table[a][r] for a in range(4) for r in range(lowest, 4))
        both = sum(table[a][r] for a in range(lowest, 4) for r in range(lowest, 4))
        print("%-18s reviewer %4d  reference %4d  both %4d  recall %5.1f%%  precision %5.1f%%"
              % (name, alfil, reference, both, 100.0 * both / max(1, reference),
                 100.0 * both / max(1, alfil)))
    print("The reviewer's marks (rows) against the reference's (columns): none, ?!, ?, ??")
    for a in range(4):
        print("  %-10s %s" % (NAMES[a], " ".join("%6d" % table[a][r] for r in range(4))))


main()
