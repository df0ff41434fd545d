"""What the review benchmarks share (review-games.py, review-agreement.py, review-calibrate.py): the
reference engine of a game kind run over UCI, its rank numbering, and Alfil's annotated records,
kept in a folder named after the jar's build so that a rerun reuses them."""
import hashlib
import os
import re
import subprocess
import sys


def shift(kind, move, by):
    """Fairy-Stockfish numbers xiangqi ranks 1 to 10 (h3e3), ICCS 0 to 9 (h2e2)."""
    if kind != "xiangqi":
        return move
    m = re.fullmatch(r"([a-i])(10|\d)([a-i])(10|\d)", move)
    return "%s%d%s%d" % (m[1], int(m[2]) + by, m[3], int(m[4]) + by)


class Reference:
    """Stockfish 15.1 (chess) or Fairy-Stockfish 11.1 (xiangqi, UCI_Variant), niced, one thread;
    $REFERENCE names another binary."""

    def __init__(self, kind, hash_mb):
        path = os.environ.get("REFERENCE") or (
            "/usr/games/stockfish" if kind == "chess" else "/usr/games/fairy-stockfish")
        self.kind = kind
        self.p = subprocess.Popen(["nice", "-n", "10", path], stdin=subprocess.PIPE,
                                  stdout=subprocess.PIPE, text=True, bufsize=1)
        self.send("uci")
        self.until("uciok")
        if kind == "xiangqi":
            self.send("setoption name UCI_Variant value xiangqi")
        self.send("setoption name Threads value 1")
        self.send("setoption name Hash value %d" % hash_mb)
        self.send("isready")
        self.until("readyok")

    def send(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()

    def until(self, prefix):
        lines = []
        while True:
            line = self.p.stdout.readline()
            if not line:
                raise SystemExit("the reference engine quit")
            lines.append(line.rstrip("\n"))
            if line.startswith(prefix):
                return lines

    def position(self, moves):
        """The position after `moves` (Alfil's engine notation) from the start."""
        engine_moves = [shift(self.kind, m, 1) for m in moves]
        self.send("position startpos" + (" moves " + " ".join(engine_moves) if moves else ""))

    def legal_count(self):
        self.send("go perft 1")
        return int(self.until("Nodes searched")[-1].split()[-1])

    def key(self):
        """The position as the engine's FEN without the move counters."""
        self.send("d")
        fen = [l[5:] for l in self.until("Checkers") if l.startswith("Fen: ")][0]
        return " ".join(fen.split()[:-2])

    def in_check(self):
        self.send("d")
        return any(l.startswith("Checkers:") and l.split(":")[1].strip()
                   for l in self.until("Checkers"))

    def quit(self):
        self.send("quit")


def annotate(jar, kind, nodes, record):
    """The record as `alfil.jar annotate` writes it back. A plain move list that goes on after
    Alfil's judge ended the game (a reference engine playing on after a draw by material, say) is
    cut before the move the judge refuses, as the judge ended it."""
    command = ["nice", "-n", "10", "java", "-jar", jar, "annotate", "--game", kind, "--nodes",
               str(nodes)]
    run = subprocess.run(command, input=record, text=True, capture_output=True)
    over = re.match(r"illegal move (\d+): .*: the game is already over", run.stdout)
    if run.returncode == 1 and over and not record.lstrip().startswith("["):
        record = " ".join(record.split()[:int(over[1]) - 1]) + "\n"
        run = subprocess.run(command, input=record, text=True, capture_output=True)
    if run.returncode != 0:
        raise SystemExit("annotate failed: %s%s" % (run.stdout, run.stderr))
    return run.stdout


def annotated(jar, kind, nodes, records, workdir, name):
    """Each record as `alfil.jar annotate --game kind --nodes nodes` writes it back, kept in
    WORKDIR/name-<build>-<nodes>/<index>.txt."""
    build = hashlib.sha1(open(jar, "rb").read()).hexdigest()[:10]
    folder = os.path.join(workdir, "%s-%s-%d" % (name, build, nodes))
    os.makedirs(folder, exist_ok=True)
    texts = []
    for i, record in enumerate(records):
        path = os.path.join(folder, "%d.txt" % i)
        if not os.path.exists(path):
            out = annotate(jar, kind, nodes, record)
            with open(path + ".tmp", "w") as f:
                f.write(out)
            os.replace(path + ".tmp", path)
            print("%s: annotated %d/%d" % (name, i + 1, len(records)), file=sys.stderr,
                  flush=True)
        texts.append(open(path).read())
    return texts
