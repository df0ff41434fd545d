"""The reference engine's half of bench/balance-openings.sh.

Reads "line<TAB>FEN<TAB>text" rows (bench/OpeningLines.java) on stdin, has Fairy-Stockfish (xiangqi)
or Stockfish (chess) search each position to a fixed depth with a fresh table, and prints the rows
with the score in centipawns from the first player's side (White, Red) and the depth reached:
"line<TAB>text<TAB>score<TAB>depth". A mate score prints as +-10000.
"""
import subprocess
import sys


def main():
    game, engine, depth = sys.argv[1], sys.argv[2], int(sys.argv[3])
    p = subprocess.Popen([engine], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)

    def send(command):
        p.stdin.write(command + "\n")
        p.stdin.flush()

    send("uci")
    if game == "xiangqi":
        send("setoption name UCI_Variant value xiangqi")
    send("setoption name Hash value 128")
    send("setoption name Threads value 1")
    send("isready")
    while p.stdout.readline().strip() != "readyok":
        pass
    for row in sys.stdin:
        line, fen, text = row.rstrip("\n").split("\t")
        send("ucinewgame")
        send("position fen " + fen)
        send("go depth %d" % depth)
        score, reached = None, 0
        while True:
            words = p.stdout.readline().split()
            if words[:2] == ["info", "depth"] and "score" in words:
                reached = int(words[2])
                kind, value = words[words.index("score") + 1], int(words[words.index("score") + 2])
                score = value if kind == "cp" else (10000 if value > 0 else -10000)
            if words[:1] == ["bestmove"]:
                break
        first = score if fen.split()[1] == "w" else -score
        print("%s\t%s\t%+d\t%d" % (line, text, first, reached), flush=True)
    send("quit")


if __name__ == "__main__":
    main()
