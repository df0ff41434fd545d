#!/usr/bin/env python3
"""Judges Alfil's xiangqi moves by Fairy-Stockfish, and says where the points go.

usage: xiangqi-move-quality.py judge CACHE BEST MOVES...
       xiangqi-move-quality.py report CACHE PATTERNS...
       xiangqi-move-quality.py --self-test

judge: each MOVES file has "FEN;iccs" lines (XiangqiMoveQuality.java's `moves`). For each position
Fairy-Stockfish (/usr/games/fairy-stockfish, or $FAIRY_STOCKFISH, UCI_Variant xiangqi) searches to
a fixed depth (JUDGE_DEPTH, 14) from a cleared table twice: plainly (its best move and the score
of the position) and restricted to Alfil's move (`go depth D searchmoves M`, the score of that
move), unless the two moves are the same. A score depends on the position and the move alone, so
it is kept in CACHE (one JSON object a line, keyed by depth, FEN and move) for the next run.
JUDGE_WORKERS (1) engines run side by side. BEST gets Fairy-Stockfish's best move, "FEN;iccs" a
line, for the pattern tests of XiangqiMoveQuality.java.

Fairy-Stockfish numbers xiangqi ranks 1-10 under UCI (a1..i10); ICCS, which Alfil writes, 0-9:
moves are converted both ways here, as the match command's UciEngineProcess does.

report: each PATTERNS file has "FEN;move;best;tags" lines (XiangqiMoveQuality.java's `patterns`,
which computes every test with the engine's classes; the tags are documented there). A score is
capped at +-1000 cp, and a mate is scored as the cap. A move's loss is the plain search's score
less the restricted search's, at least 0 (the two searches see different trees, so a near-best
move can come out a little either way), and 0 when Alfil played the best move. Positions whose
plain score is beyond +-DECIDED cp (600) are left out of the sums: there a move's loss rarely
changes the result. Printed per file: the totals (positions, loss in all and per move, expected
score loss by a logistic of 150 cp a unit, moves losing 100 and 300 cp or more), the same by phase,
by the piece Alfil moved, by each pattern and by the soldiers across the river, the ten worst
moves; and for every file after the first, the positions paired with the first.
"""
import math
import os
import re
import sys

from uci_judge import Cache, UciEngine, read_search, run_workers

DEPTH = int(os.environ.get("JUDGE_DEPTH", "14"))
WORKERS = int(os.environ.get("JUDGE_WORKERS", "1"))
ENGINE = os.environ.get("FAIRY_STOCKFISH", "/usr/games/fairy-stockfish")
DECIDED = int(os.environ.get("DECIDED", "600"))
CAP = 1000
PHASES = ["opening", "middlegame", "endgame"]

MOVE = re.compile(r"^([a-i])(\d+)([a-i])(\d+)$")


def iccs_to_fsf(move):
    """ICCS h2e2 as Fairy-Stockfish writes it: ranks 1-10, h3e3; a9a8 is a10a9."""
    m = MOVE.match(move)
    if not m:
        raise ValueError("not an ICCS move: %r" % move)
    return "%s%d%s%d" % (m.group(1), int(m.group(2)) + 1, m.group(3), int(m.group(4)) + 1)


def fsf_to_iccs(move):
    """Fairy-Stockfish's h3e3 (ranks 1-10) in ICCS: h2e2."""
    m = MOVE.match(move)
    if not m or not all(1 <= int(m.group(g)) <= 10 for g in (2, 4)):
        raise ValueError("not a Fairy-Stockfish xiangqi move: %r" % move)
    return "%s%d%s%d" % (m.group(1), int(m.group(2)) - 1, m.group(3), int(m.group(4)) - 1)


def parse_search(lines):
    """(score, best ICCS move) of a search's output lines, up to and with its bestmove line.

    The score is ["cp", n] or ["mate", n] from the side to move's view, from the last info line
    that is not a bound (aspiration windows print bounds), else the last with a score; best is
    None when there is no legal move ("bestmove (none)")."""
    last, exact, best = read_search(lines)
    return (exact or last), None if best == "(none)" else fsf_to_iccs(best)


def capped(score):
    """A score in capped centipawns: a mate counts as the cap, and no score is beyond it."""
    kind, value = score
    if kind == "mate":
        return CAP if value > 0 else -CAP
    return max(-CAP, min(CAP, value))


def expected(cp):
    return 1 / (1 + math.exp(-cp / 150))


class Judge(UciEngine):
    def __init__(self):
        super().__init__(ENGINE, [("UCI_Variant", "xiangqi"), ("Hash", 32)])

    def search(self, fen, move=None):
        """(score, best move) of a fixed-depth search of fen, restricted to move when given."""
        score, best = parse_search(self.search_lines(
            "position fen " + fen,
            "go depth %d%s" % (DEPTH, " searchmoves " + iccs_to_fsf(move) if move else "")))
        if best is None:
            # No legal move: in xiangqi a stalemated side loses as a mated one does.
            score = ["mate", -1]
        return score, best


def root_key(fen):
    return "d%d|%s" % (DEPTH, fen)


def move_key(fen, move):
    return "d%d|%s|%s" % (DEPTH, fen, move)


def read_moves(path):
    with open(path) as f:
        return dict(line.rstrip("\n").split(";") for line in f if ";" in line)


def judge(cache_path, best_path, move_paths):
    cache = Cache(cache_path)
    choices = [read_moves(p) for p in move_paths]
    fens = list(dict.fromkeys(fen for c in choices for fen in c))

    def job(engine, fen):
        root = cache.lookup(root_key(fen), lambda: list(engine.search(fen)))
        for move in {c[fen] for c in choices if fen in c} - {root[1]}:
            cache.lookup(move_key(fen, move), lambda: engine.search(fen, move)[0])

    run_workers(fens, WORKERS, Judge, job, progress_every=25)
    cache.close()
    with open(best_path, "w") as f:
        for fen in fens:
            best = cache[root_key(fen)][1]
            if best is not None:
                f.write("%s;%s\n" % (fen, best))


# ------------------------------------------------------------------ report

def read_patterns(path):
    rows = []
    with open(path) as f:
        for line in f:
            fields = line.rstrip("\n").split(";")
            if len(fields) == 4:
                fen, move, best, tags = fields
                rows.append({"fen": fen, "move": move, "best": best, "tags": tags.split()})
    return rows


def judged(rows, cache):
    """The rows with their scores and losses; the decided positions apart."""
    kept, decided = [], 0
    for r in rows:
        root_score, best = cache[root_key(r["fen"])]
        root = capped(root_score)
        if abs(root) > DECIDED:
            decided += 1
            continue
        after = root if r["move"] == best else capped(cache[move_key(r["fen"], r["move"])])
        r = dict(r, root=root, after=after, loss=max(0, root - after),
                 es=max(0.0, expected(root) - expected(after)))
        r["values"] = dict(t.split("=", 1) for t in r["tags"] if "=" in t)
        r["flags"] = [t for t in r["tags"] if "=" not in t]
        kept.append(r)
    return kept, decided


def summary(rows):
    n = len(rows)
    loss = sum(r["loss"] for r in rows)
    return {
        "n": n,
        "loss": loss,
        "mean": loss / n if n else 0.0,
        "es": sum(r["es"] for r in rows) / n * 1000 if n else 0.0,
        "big": sum(1 for r in rows if r["loss"] >= 100),
        "huge": sum(1 for r in rows if r["loss"] >= 300),
        "best": sum(1 for r in rows if r["move"] == r["best"]),
    }


def groups(rows, key):
    """{group: rows} by key(row), which gives a list of groups (a row may be in several)."""
    out = {}
    for r in rows:
        for g in key(r):
            out.setdefault(g, []).append(r)
    return out


def table(title, grouped, total, all_rows, order=None, rest=False):
    lines = ["  %-24s %5s %8s %6s %7s %6s %6s%s" % (
        title, "moves", "loss cp", "share", "mean", ">=100", ">=300",
        "  mean elsewhere" if rest else "")]
    names = order or sorted(grouped, key=lambda g: (-sum(r["loss"] for r in grouped[g]), g))
    for g in names:
        if g not in grouped:
            continue
        s = summary(grouped[g])
        line = "  %-24s %5d %8d %5.1f%% %7.1f %6d %6d" % (
            g, s["n"], s["loss"], 100.0 * s["loss"] / total if total else 0.0, s["mean"],
            s["big"], s["huge"])
        if rest:
            others = [r for r in all_rows if all(r is not x for x in grouped[g])]
            line += "  %14.1f" % summary(others)["mean"]
        lines.append(line)
    return lines


def report_file(path, rows, decided):
    s = summary(rows)
    out = ["%s: %d positions judged (%d beyond +-%d cp left out)" % (
        path, s["n"], decided, DECIDED)]
    out.append("  loss %d cp in all, %.1f cp a move, score loss %.1f/1000; >=100 cp %d, "
               ">=300 cp %d; Fairy-Stockfish's move %d times (%.0f%%)" % (
                   s["loss"], s["mean"], s["es"], s["big"], s["huge"], s["best"],
                   100.0 * s["best"] / s["n"] if s["n"] else 0.0))
    total = s["loss"]
    out += table("by phase", groups(rows, lambda r: [r["values"].get("phase", "?")]),
                 total, rows, order=PHASES)
    out += table("by piece moved", groups(rows, lambda r: [r["values"].get("piece", "?")]),
                 total, rows)
    out += table("by pattern", groups(rows, lambda r: r["flags"]), total, rows, rest=True)
    out += table("by soldiers across", groups(
        rows, lambda r: ["alfil:enemy " + r["values"].get("soldiers-across", "?")]), total, rows)
    out.append("  worst moves (loss cp, Alfil's move, the best move, FEN, tags):")
    for r in sorted(rows, key=lambda r: (-r["loss"], r["fen"]))[:10]:
        if r["loss"] <= 0:
            break
        out.append("  %5d  %s  %s  %s  %s" % (
            r["loss"], r["move"], r["best"], r["fen"], " ".join(r["tags"])))
    return out


def paired(path, rows, base_path, base_rows):
    base = {r["fen"]: r for r in base_rows}
    common = [r for r in rows if r["fen"] in base]
    if not common:
        return ["%s vs %s: no positions in common" % (path, base_path)]
    diffs = [r["es"] - base[r["fen"]]["es"] for r in common]
    cps = [r["loss"] - base[r["fen"]]["loss"] for r in common]
    n = len(diffs)
    mean = sum(diffs) / n
    sd = math.sqrt(sum((d - mean) ** 2 for d in diffs) / max(1, n - 1))
    return ["%s vs %s: %d positions, better %d, worse %d, cp loss %+.1f a move, "
            "score loss %+.2f/1000 (s.e. %.2f)" % (
                path, base_path, n, sum(1 for d in cps if d < 0), sum(1 for d in cps if d > 0),
                sum(cps) / n, mean * 1000, sd / math.sqrt(n) * 1000)]


def label(path):
    """A file's name in the report: its jar and node count (alfil-60000 for alfil-60000.txt)."""
    name = os.path.basename(path)
    for suffix in (".patterns", ".txt"):
        name = name[:-len(suffix)] if name.endswith(suffix) else name
    return name


def report(cache_path, pattern_paths):
    cache = Cache(cache_path)
    out = ["xiangqi move quality: Fairy-Stockfish at depth %d judges; scores capped at +-%d cp "
           "(a mate is the cap)" % (DEPTH, CAP)]
    judged_files = []
    for path in pattern_paths:
        rows, decided = judged(read_patterns(path), cache)
        judged_files.append(rows)
        out.append("")
        out += report_file(label(path), rows, decided)
    if len(pattern_paths) > 1:
        out.append("")
    for path, rows in zip(pattern_paths[1:], judged_files[1:]):
        out += paired(label(path), rows, label(pattern_paths[0]), judged_files[0])
    return "\n".join(out)


# ------------------------------------------------------------------ self-test

def self_test():
    failures = []

    def check(what, got, want):
        if got != want:
            failures.append("%s: got %r, want %r" % (what, got, want))

    check("h2e2 to ranks 1-10", iccs_to_fsf("h2e2"), "h3e3")
    check("a9a8 to ranks 1-10", iccs_to_fsf("a9a8"), "a10a9")
    check("a10a9 to ICCS", fsf_to_iccs("a10a9"), "a9a8")
    check("round trip", fsf_to_iccs(iccs_to_fsf("i0i9")), "i0i9")
    try:
        fsf_to_iccs("a0a1")
        failures.append("rank 0 taken as Fairy-Stockfish's")
    except ValueError:
        pass
    out = ["info depth 13 seldepth 16 multipv 1 score cp 63 nodes 1 pv g4g5",
           "info depth 14 seldepth 18 multipv 1 score cp 70 lowerbound nodes 2 pv g4g5",
           "info depth 13 currmove g4g5 currmovenumber 1",
           "info depth 14 seldepth 18 multipv 1 score cp 53 nodes 3 pv g4g5 c7c6",
           "bestmove g4g5 ponder c7c6"]
    check("score and move", parse_search(out), (["cp", 53], "g3g4"))
    check("bound only", parse_search(
        ["info depth 1 score cp 9 upperbound", "bestmove b10c8"]), (["cp", 9], "b9c7"))
    check("mate", parse_search(["info depth 9 score mate -3 pv a1a2", "bestmove a1a2"]),
          (["mate", -3], "a0a1"))
    check("no move", parse_search(["info depth 0 score mate 0", "bestmove (none)"]),
          (["mate", 0], None))
    check("mate capped", capped(["mate", 3]), CAP)
    check("mated capped", capped(["mate", -2]), -CAP)
    check("cp capped", capped(["cp", -1500]), -CAP)
    check("cp kept", capped(["cp", 123]), 123)

    # Four hand-made positions: the best move played, a 150 cp slip, a mate allowed from an even
    # position (capped: 1000 + 20), and a position already decided (left out).
    cache = {
        root_key("A"): [["cp", 40], "a0a1"],
        root_key("B"): [["cp", 100], "b0b1"],
        move_key("B", "b0b2"): ["cp", -50],
        root_key("C"): [["cp", 20], "c0c1"],
        move_key("C", "c0c2"): ["mate", -4],
        root_key("D"): [["mate", 5], "d0d1"],
        move_key("D", "d0d2"): ["cp", 0],
    }
    rows = [
        {"fen": "A", "move": "a0a1", "best": "a0a1",
         "tags": ["phase=opening", "piece=horse", "soldiers-across=0:0"]},
        {"fen": "B", "move": "b0b2", "best": "b0b1",
         "tags": ["phase=middlegame", "piece=cannon", "soldiers-across=1:0",
                  "cannon-screen-moved", "capture-missed"]},
        {"fen": "C", "move": "c0c2", "best": "c0c1",
         "tags": ["phase=middlegame", "piece=horse", "soldiers-across=1:0", "capture-missed"]},
        {"fen": "D", "move": "d0d2", "best": "d0d1",
         "tags": ["phase=endgame", "piece=chariot", "soldiers-across=0:0"]},
    ]
    kept, decided = judged(rows, cache)
    check("decided left out", decided, 1)
    check("losses", [r["loss"] for r in kept], [0, 150, 1020])
    s = summary(kept)
    check("summary", (s["n"], s["loss"], s["big"], s["huge"], s["best"]), (3, 1170, 2, 1, 1))
    check("mean", round(s["mean"], 3), 390.0)
    by_phase = {g: summary(rs)["loss"] for g, rs in
                groups(kept, lambda r: [r["values"]["phase"]]).items()}
    check("by phase", by_phase, {"opening": 0, "middlegame": 1170})
    by_flag = {g: summary(rs)["n"] for g, rs in groups(kept, lambda r: r["flags"]).items()}
    check("by pattern", by_flag, {"cannon-screen-moved": 1, "capture-missed": 2})
    text = "\n".join(report_file("x", kept, decided))
    check("worst first", text.split("worst moves")[1].split("\n")[1].split()[:3],
          ["1020", "c0c2", "c0c1"])
    check("pattern row", [l for l in text.split("\n") if "capture-missed" in l
                          and "FEN" not in l][0].split()[:7],
          ["capture-missed", "2", "1170", "100.0%", "585.0", "2", "1"])
    better = [dict(r, move=r["best"]) if r["fen"] == "C" else r for r in rows]
    pair = paired("y", judged(better, cache)[0], "x", kept)[0]
    check("paired", pair.split(": ")[1].split(",")[:4],
          ["3 positions", " better 1", " worse 0", " cp loss -340.0 a move"])
    for f in failures:
        print("FAIL " + f)
    print("self-test: %s" % ("ok" if not failures else "%d failures" % len(failures)))
    return 1 if failures else 0


def main():
    if sys.argv[1:] == ["--self-test"]:
        sys.exit(self_test())
    if len(sys.argv) >= 5 and sys.argv[1] == "judge":
        judge(sys.argv[2], sys.argv[3], sys.argv[4:])
    elif len(sys.argv) >= 4 and sys.argv[1] == "report":
        print(report(sys.argv[2], sys.argv[3:]))
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
