"""What move-quality.py and xiangqi-move-quality.py share: a UCI engine run as a judge, the cache of
its judgements, and the workers that fill it.

A judgement depends on the position and the move alone (every search starts from a cleared table),
so it is kept in a cache file, one JSON object {"key": ..., "value": ...} a line, appended to as
judgements come in, so that a run stopped halfway loses only the searches under way.
"""
import json
import os
import subprocess
import sys
import threading


class UciEngine:
    """A UCI engine process; options are sent after `uci` as name-value pairs."""

    def __init__(self, path, options):
        self.p = subprocess.Popen([path], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                  text=True, bufsize=1)
        self.send("uci")
        for name, value in options:
            self.send("setoption name %s value %s" % (name, value))
        self.sync()

    def send(self, line):
        self.p.stdin.write(line + "\n")
        self.p.stdin.flush()

    def sync(self):
        self.send("isready")
        while self.read().strip() != "readyok":
            pass

    def read(self):
        line = self.p.stdout.readline()
        if not line:
            raise RuntimeError("the engine quit")
        return line

    def search_lines(self, position, go):
        """The output lines of one search from a cleared table, up to and with its bestmove."""
        self.send("ucinewgame")
        self.sync()
        self.send(position)
        self.send(go)
        lines = []
        while True:
            lines.append(self.read())
            if lines[-1].startswith("bestmove"):
                return lines

    def quit(self):
        self.send("quit")
        self.p.wait()


def read_search(lines):
    """A search's output lines, up to and with its bestmove line, read: (the last score, the last
    score that is not a bound, the bestmove's text). A score is [kind, n], kind "cp" or "mate",
    from the side to move's view, or None when there is none; aspiration windows print bounds
    ("lowerbound", "upperbound")."""
    last, exact = None, None
    for line in lines:
        words = line.split()
        if not words:
            continue
        if words[0] == "bestmove":
            return last, exact, words[1]
        if "score" in words:
            i = words.index("score")
            last = [words[i + 1], int(words[i + 2])]
            if words[i + 3:i + 4] not in (["lowerbound"], ["upperbound"]):
                exact = last
    raise ValueError("search output ended without bestmove")


class Cache:
    """Judgements by key, read from a file and appended to it; safe between threads."""

    def __init__(self, path):
        self.values = {}
        if os.path.exists(path):
            with open(path) as f:
                for line in f:
                    entry = json.loads(line)
                    self.values[entry["key"]] = entry["value"]
        self.path = path
        self.lock = threading.Lock()
        self.out = None

    def __getitem__(self, key):
        return self.values[key]

    def lookup(self, key, work):
        """The cached value of key, else work()'s, which is then cached."""
        with self.lock:
            if key in self.values:
                return self.values[key]
        value = work()
        with self.lock:
            self.values[key] = value
            if self.out is None:
                self.out = open(self.path, "a")
            self.out.write(json.dumps({"key": key, "value": value}) + "\n")
            self.out.flush()
        return value

    def close(self):
        if self.out is not None:
            self.out.close()


def run_workers(items, workers, new_engine, job, progress_every=0):
    """job(engine, item) for every item, over `workers` threads with an engine each."""
    queue = list(reversed(items))
    lock = threading.Lock()
    done = [0]

    def worker():
        engine = new_engine()
        while True:
            with lock:
                if not queue:
                    break
                item = queue.pop()
            job(engine, item)
            with lock:
                done[0] += 1
                if progress_every and done[0] % progress_every == 0:
                    print("judged %d/%d positions" % (done[0], len(items)), file=sys.stderr)
        engine.quit()

    threads = [threading.Thread(target=worker) for _ in range(workers)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
