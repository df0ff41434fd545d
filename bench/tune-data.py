#!/usr/bin/env python3
"""Positions for EvalTuner: a UCI engine plays itself from a few random opening plies, and every
position it searches is written as 'FEN;score' (its score at DEPTH, centipawns, side to move's view).
Games end at mate, at a decided score (over 3000) or at 240 plies. Appends to OUT; stop it when
there is enough (bench/tune.sh does).

usage: tune-data.py ENGINE chess|xiangqi GAMES DEPTH SEED OUT"""
import random, subprocess, sys

engine, variant, games, depth, seed, out = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5]), sys.argv[6]
rng = random.Random(seed)
p = subprocess.Popen([engine], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
def send(s): p.stdin.write(s + "\n"); p.stdin.flush()
def until(prefix):
    lines = []
    while True:
        l = p.stdout.readline()
        if not l: raise SystemExit("engine died")
        l = l.rstrip("\n"); lines.append(l)
        if l.startswith(prefix): return lines
send("uci"); until("uciok")
if variant == "xiangqi": send("setoption name UCI_Variant value xiangqi")
send("setoption name Hash value 16"); send("isready"); until("readyok")
f = open(out, "a")
for g in range(games):
    moves = []
    send("ucinewgame")
    randomPlies = rng.randint(4, 9)
    for ply in range(240):
        pos = "position startpos" + (" moves " + " ".join(moves) if moves else "")
        send(pos)
        send("go perft 1"); lines = until("Nodes searched")
        legal = [l.split(":")[0] for l in lines if ":" in l and not l.startswith("Nodes") and len(l.split(":")[0]) <= 5]
        if not legal: break
        if ply < randomPlies:
            moves.append(rng.choice(legal)); continue
        send("d"); lines = until("Checkers")
        fen = [l[5:] for l in lines if l.startswith("Fen: ")][0]
        send("go depth %d" % depth); lines = until("bestmove")
        score = None
        for l in lines:
            t = l.split()
            if "score" in t:
                i = t.index("score"); score = (t[i+1], int(t[i+2]))
        best = lines[-1].split()[1]
        if score is None or best == "(none)": break
        if score[0] == "mate" or abs(score[1]) > 3000: break
        f.write("%s;%d\n" % (fen, score[1]))
        moves.append(best)
    f.flush()
    print("game", g, "plies", len(moves), flush=True)
send("quit")
