#!/usr/bin/env python3
"""Positions for EvalTuner: a UCI engine plays itself from a few random opening plies, and every
position it searches is written as 'FEN;score' (its score at DEPTH, centipawns, side to move's view).
Games end at mate, at a decided score (over 3000) or at 240 plies. Appends to OUT; stop it when
there is enough (bench/tune.sh does).

With MOVER (a UCI command line, such as 'java -jar engine/target/alfil.jar uci'), that engine picks
the moves, searching to MOVER_DEPTH, and ENGINE only scores the positions: the data are then the
positions the tuned engine itself steers into, where its misjudgements lie, not the reference
engine's.

usage: tune-data.py ENGINE chess|xiangqi GAMES DEPTH SEED OUT [MOVER MOVER_DEPTH]"""
import random, re, shlex, subprocess, sys

engine, variant, games, depth, seed, out = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5]), sys.argv[6]
mover_command, mover_depth = (sys.argv[7], int(sys.argv[8])) if len(sys.argv) > 8 else (None, 0)
rng = random.Random(seed)
# Fairy-Stockfish numbers xiangqi ranks 1 to 10 (h3e3), Alfil as ICCS does 0 to 9 (h2e2): the
# mover's moves go through these (a chess mover needs neither).
def shift(text, by):
    if variant != "xiangqi": return text
    return re.sub(r"\b([a-i])(10|\d)([a-i])(10|\d)\b",
                  lambda m: "%s%d%s%d" % (m[1], int(m[2]) + by, m[3], int(m[4]) + by), text)
def to_mover(text): return shift(text, -1)
def from_mover(move): return shift(move, 1)
def start(command):
    return subprocess.Popen(command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
def send(s, to=None): to = to or p; to.stdin.write(s + "\n"); to.stdin.flush()
def until(prefix, to=None):
    to = to or p
    lines = []
    while True:
        l = to.stdout.readline()
        if not l: raise SystemExit("engine died")
        l = l.rstrip("\n"); lines.append(l)
        if l.startswith(prefix): return lines
p = start([engine])
send("uci"); until("uciok")
if variant == "xiangqi": send("setoption name UCI_Variant value xiangqi")
send("setoption name Hash value 16"); send("isready"); until("readyok")
mover = start(shlex.split(mover_command)) if mover_command else None
if mover:
    send("uci", mover); until("uciok", mover)
    # The mover plays the same game: without the variant it would answer with chess moves, which
    # ENGINE drops as illegal, and every game would repeat one position to the ply cap.
    if variant == "xiangqi": send("setoption name UCI_Variant value xiangqi", mover)
    send("isready", mover); until("readyok", mover)
f = open(out, "a")
for g in range(games):
    moves = []
    send("ucinewgame")
    if mover: send("ucinewgame", mover)
    randomPlies = rng.randint(4, 9)
    for ply in range(240):
        pos = "position startpos" + (" moves " + " ".join(moves) if moves else "")
        send(pos)
        send("go perft 1"); lines = until("Nodes searched")
        legal = [l.split(":")[0] for l in lines if re.fullmatch(r"[a-i](10|\d)[a-i](10|\d)[nbrq]?", l.split(":")[0])]
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
        if mover:
            send(to_mover(pos), mover); send("go depth %d" % mover_depth, mover)
            best = from_mover(until("bestmove", mover)[-1].split()[1])
        moves.append(best)
    f.flush()
    print("game", g, "plies", len(moves), flush=True)
send("quit")
if mover: send("quit", mover)
