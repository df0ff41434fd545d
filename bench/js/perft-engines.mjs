// The perft runners compared by bench/: Alfil compiled by TeaVM (bench.js), chessops and chess.js.
// The same module runs in node and in Chromium (perft.html); each runner parses every FEN first,
// then times only the counting with performance.now(), and returns {counts, ms}.
import { Chess as ChessopsChess } from 'chessops/chess';
import { parseFen } from 'chessops/fen';
import { perft as chessopsPerft } from 'chessops/debug';
import { Chess as ChessJs } from 'chess.js';

/** The positions of an EPD perft file that give a count at `depth`: [{fen, expected}]. */
export function casesAt(epdText, depth) {
  const cases = [];
  for (const line of epdText.split('\n')) {
    const t = line.trim();
    if (!t || t.startsWith('#')) continue;
    const parts = t.split(';');
    const field = parts.slice(1).map((p) => p.trim().split(/\s+/)).find((kv) => kv[0] === 'D' + depth);
    if (field) cases.push({ fen: parts[0].trim(), expected: Number(field[1]) });
  }
  return cases;
}

/**
 * Calls bench.js's entry `main` with `args`, timing the call; returns the lines it printed (TeaVM's
 * System.out goes to console.info, captured here for the duration of the call) and the time.
 */
function callAlfil(main, args) {
  const lines = [];
  const info = console.info;
  console.info = (s) => lines.push(String(s));
  const t0 = performance.now();
  try {
    main(args);
  } finally {
    console.info = info;
  }
  return { lines, ms: performance.now() - t0 };
}

/** Alfil's compiled engine: bench.js's perft mode prints one count per FEN, then "total N". */
export function alfilPerft(main, game, depth, fens) {
  const { lines, ms } = callAlfil(main, ['perft', game, String(depth), ...fens]);
  if (lines.length !== fens.length + 1) throw new Error('bench.js perft printed: ' + lines.join(' | '));
  return { counts: lines.slice(0, fens.length).map(Number), ms };
}

/** chessops (immutable positions, bulk counting at the last ply: its own debug.perft). */
export function chessopsRun(depth, fens) {
  const positions = fens.map((f) => ChessopsChess.fromSetup(parseFen(f).unwrap()).unwrap());
  const t0 = performance.now();
  const counts = positions.map((p) => chessopsPerft(p, depth, false));
  return { counts, ms: performance.now() - t0 };
}

/** chess.js (its own perft: pseudo-legal make/unmake down to every leaf). */
export function chessJsRun(depth, fens) {
  const games = fens.map((f) => new ChessJs(f));
  const t0 = performance.now();
  const counts = games.map((g) => g.perft(depth));
  return { counts, ms: performance.now() - t0 };
}

/**
 * Alfil's bench (the search signature) compiled to JS: main([depth, tableMB]) prints one node count
 * per position, then "total N". Returns {nodes, ms}.
 */
export function alfilBench(main, depth, megabytes) {
  const { lines, ms } = callAlfil(main, [String(depth), String(megabytes)]);
  const last = lines[lines.length - 1] || '';
  if (!last.startsWith('total ')) throw new Error('bench.js printed: ' + lines.join(' | '));
  return { nodes: Number(last.slice(6)), ms };
}

/** Runs one measurement by name; `main` is bench.js's entry. */
export function measure(main, what) {
  switch (what.kind) {
    case 'perft': {
      const fens = what.cases.map((c) => c.fen);
      const r = what.engine === 'alfil' ? alfilPerft(main, what.game, what.depth, fens)
        : what.engine === 'chessops' ? chessopsRun(what.depth, fens)
        : what.engine === 'chess.js' ? chessJsRun(what.depth, fens)
        : null;
      if (!r) throw new Error('unknown engine ' + what.engine);
      what.cases.forEach((c, i) => {
        if (r.counts[i] !== c.expected) {
          throw new Error(`${what.engine} counted ${r.counts[i]}, expected ${c.expected}: ${c.fen}`);
        }
      });
      return { nodes: r.counts.reduce((a, b) => a + b, 0), ms: r.ms };
    }
    case 'bench':
      return alfilBench(main, what.depth, what.megabytes);
    default:
      throw new Error('unknown measurement ' + what.kind);
  }
}
