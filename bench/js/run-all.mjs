// Every speed comparison side by side in one run: the items of a round run one after the other,
// each round in a rotated order, and the report gives medians over the rounds and the median of
// the per-round ratios (the machines are shared and noisy: the ratios are the figures that count).
//
//   node bench/js/run-all.mjs [rounds=3]   (bench/run-all.sh builds what is missing and calls this)
//
// Prints the markdown section for docs/benchmarks.md on stdout, progress on stderr, and writes the
// raw rounds to bench/results/run-all-<time>.json.
import { spawnSync, execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, loadavg, cpus } from 'node:os';
import { join, dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { casesAt } from './perft-engines.mjs';
import { openBrowser } from './browser.mjs';
import { pageMetrics } from './page-metrics.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const JAR = join(ROOT, 'engine/target/alfil.jar');
const BENCH_JS = join(ROOT, 'webapp/target/bench/bench.js');
const DIST = join(ROOT, 'dist/alfil.html');
const STOCKFISH = '/usr/games/stockfish';
const FAIRY = '/usr/games/fairy-stockfish';
const rounds = Number(process.argv[2] || 3);

// Depths: the native engines count millions of leaves per second more than the JS ones, so the
// native chess table goes one ply deeper; every row of a table counts the same leaves.
// QUICK=1 makes every figure small, to try the script itself in seconds (the figures mean nothing).
const QUICK = process.env.QUICK === '1';
const CHESS_NATIVE_DEPTH = QUICK ? 3 : 5;
const CHESS_JS_DEPTH = QUICK ? 2 : 4;
const XIANGQI_DEPTH = QUICK ? 2 : 4;
const BENCH_DEPTH = QUICK ? 3 : 8;
const BENCH_MB = 16;
const PAGE_LEVEL = QUICK ? 1 : 8;

const epd = (game) => readFileSync(join(ROOT, `engine/src/test/resources/perft/${game}.epd`), 'utf8');
const suites = {
  chessNative: { game: 'chess', depth: CHESS_NATIVE_DEPTH, cases: casesAt(epd('chess'), CHESS_NATIVE_DEPTH) },
  chessJs: { game: 'chess', depth: CHESS_JS_DEPTH, cases: casesAt(epd('chess'), CHESS_JS_DEPTH) },
  xiangqi: { game: 'xiangqi', depth: XIANGQI_DEPTH, cases: casesAt(epd('xiangqi'), XIANGQI_DEPTH) },
};
const leaves = (suite) => suite.cases.reduce((a, c) => a + c.expected, 0);

const work = mkdtempSync(join(tmpdir(), 'alfil-bench-'));
const log = (s) => process.stderr.write(s + '\n');

function ms(hr) { return Number(process.hrtime.bigint() - hr) / 1e6; }

/** alfil.jar perft on the suite's positions (a temporary EPD with just them); in-process time. */
function jarPerft(suite) {
  const file = join(work, `${suite.game}-${suite.depth}.epd`);
  writeFileSync(file, suite.cases.map((c) => `${c.fen} ;D${suite.depth} ${c.expected}`).join('\n') + '\n');
  const out = execFileSync('java', ['-jar', JAR, 'perft', '--game', suite.game, '--epd', file,
    '--depth', String(suite.depth)], { encoding: 'utf8', maxBuffer: 1 << 24 });
  const m = /^total (\d+) nps (\d+)$/m.exec(out);
  if (!m || Number(m[1]) !== leaves(suite)) throw new Error('alfil.jar perft: ' + out.slice(-300));
  return { nodes: Number(m[1]), ms: Number(m[1]) * 1000 / Number(m[2]) };
}

/**
 * A reference engine's `go perft` on every position in one process; its start-up (the same input
 * without positions) is measured in the same round and subtracted.
 */
function referencePerft(binary, suite) {
  const setup = suite.game === 'xiangqi' ? 'setoption name UCI_Variant value xiangqi\n' : '';
  const run = (positions) => {
    const input = setup + 'isready\n' + positions.map((c) => `position fen ${c.fen}\ngo perft ${suite.depth}\n`).join('') + 'quit\n';
    const t0 = process.hrtime.bigint();
    const r = spawnSync(binary, [], { input, encoding: 'utf8', maxBuffer: 1 << 24 });
    const t = ms(t0);
    if (r.status !== 0) throw new Error(binary + ' failed: ' + r.stderr);
    return { out: r.stdout, ms: t };
  };
  const startup = run([]);
  const full = run(suite.cases);
  const counts = [...full.out.matchAll(/Nodes searched: (\d+)/g)].map((m) => Number(m[1]));
  suite.cases.forEach((c, i) => {
    if (counts[i] !== c.expected) throw new Error(`${binary} counted ${counts[i]}, expected ${c.expected}: ${c.fen}`);
  });
  return { nodes: leaves(suite), ms: Math.max(1, full.ms - startup.ms), startupMs: startup.ms };
}

/** One measurement of perft-engines.mjs in a fresh node process. */
function nodeMeasure(what) {
  const out = execFileSync('node', [join(ROOT, 'bench/js/measure-node.mjs'),
    JSON.stringify({ ...what, benchJs: BENCH_JS })], { encoding: 'utf8', maxBuffer: 1 << 24 });
  return JSON.parse(out);
}

/** alfil.jar bench: the per-position search times summed (JVM start-up excluded). */
function jarBench() {
  const out = execFileSync('java', ['-jar', JAR, 'bench', '--depth', String(BENCH_DEPTH),
    '--hash', String(BENCH_MB)], { encoding: 'utf8' });
  let total = 0;
  let positions = 0;
  for (const m of out.matchAll(/^\d+\/\d+ \S+ \d+ nodes (\d+) ms/gm)) {
    total += Number(m[1]);
    positions++;
  }
  const last = /^bench (\d+) nodes/m.exec(out);
  return { nodes: Number(last[1]), ms: total, positions };
}

const perftWhat = (suite, engine) => ({ kind: 'perft', engine, game: suite.game, depth: suite.depth, cases: suite.cases });
const benchWhat = { kind: 'bench', depth: BENCH_DEPTH, megabytes: BENCH_MB };

// Every item: [key, run(browser)]. Keys name table rows.
const items = [
  ['chessNative/alfil.jar', () => jarPerft(suites.chessNative)],
  ['chessNative/stockfish', () => referencePerft(STOCKFISH, suites.chessNative)],
  ['chessJs/alfil.jar', () => jarPerft(suites.chessJs)],
  ['chessJs/alfil.node', () => nodeMeasure(perftWhat(suites.chessJs, 'alfil'))],
  ['chessJs/alfil.chromium', (b) => b.measure(perftWhat(suites.chessJs, 'alfil'))],
  ['chessJs/chessops.node', () => nodeMeasure(perftWhat(suites.chessJs, 'chessops'))],
  ['chessJs/chessops.chromium', (b) => b.measure(perftWhat(suites.chessJs, 'chessops'))],
  ['chessJs/chess.js.node', () => nodeMeasure(perftWhat(suites.chessJs, 'chess.js'))],
  ['chessJs/chess.js.chromium', (b) => b.measure(perftWhat(suites.chessJs, 'chess.js'))],
  ['xiangqi/alfil.jar', () => jarPerft(suites.xiangqi)],
  ['xiangqi/fairy', () => referencePerft(FAIRY, suites.xiangqi)],
  ['xiangqi/alfil.node', () => nodeMeasure(perftWhat(suites.xiangqi, 'alfil'))],
  ['xiangqi/alfil.chromium', (b) => b.measure(perftWhat(suites.xiangqi, 'alfil'))],
  ['bench/jvm', () => jarBench()],
  ['bench/node', () => nodeMeasure(benchWhat)],
  ['bench/chromium', (b) => b.measure(benchWhat)],
  ['page/xiangqi.worker', (b) => pageMetrics(b.chromium, pathToFileURL(DIST).href, { game: 'xiangqi', level: PAGE_LEVEL, fallback: false })],
  ['page/chess.worker', (b) => pageMetrics(b.chromium, pathToFileURL(DIST).href, { game: 'chess', level: PAGE_LEVEL, fallback: false })],
  ['page/xiangqi.fallback', (b) => pageMetrics(b.chromium, pathToFileURL(DIST).href, { game: 'xiangqi', level: PAGE_LEVEL, fallback: true })],
  // Each language but English is unpacked as the page starts (PackedText); these two are read
  // after another table, as Vietnamese is.
  ['page/xiangqi.worker.zh-Hant', (b) => pageMetrics(b.chromium, pathToFileURL(DIST).href, { game: 'xiangqi', level: PAGE_LEVEL, fallback: false, lang: 'zh-Hant' })],
  ['page/chess.worker.ru', (b) => pageMetrics(b.chromium, pathToFileURL(DIST).href, { game: 'chess', level: PAGE_LEVEL, fallback: false, lang: 'ru' })],
];

const results = {}; // key -> [per-round result]
const startedAt = new Date();
const loadBefore = loadavg();
for (let r = 0; r < rounds; r++) {
  const browser = await openBrowser(ROOT);
  // One load of the page before the round's figures: the first navigation of a new browser
  // pays for starting its renderer, which a player's second visit does not.
  await pageMetrics(browser.chromium, pathToFileURL(DIST).href, { game: 'chess', level: 1, fallback: false });
  const shift = (r * 7) % items.length;
  const order = items.slice(shift).concat(items.slice(0, shift));
  for (const [key, run] of order) {
    const result = await run(browser);
    (results[key] ||= []).push(result);
    log(`round ${r + 1}/${rounds} ${key}: ${JSON.stringify(result)}`);
  }
  await browser.close();
}
const loadAfter = loadavg();
rmSync(work, { recursive: true, force: true });
mkdirSync(join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(join(ROOT, `bench/results/run-all-${startedAt.toISOString().replace(/[:.]/g, '-')}.json`),
  JSON.stringify({ startedAt, rounds, results }, null, 1));

// ---- the report ----
const median = (xs) => { const s = [...xs].sort((a, b) => a - b); const n = s.length;
  return n % 2 ? s[(n - 1) / 2] : (s[n / 2 - 1] + s[n / 2]) / 2; };
const nps = (x) => x.nodes * 1000 / x.ms;
const medianMs = (key) => median(results[key].map((x) => x.ms));
const medianNps = (key) => median(results[key].map(nps));
/** Median over rounds of (nps of a) / (nps of b) in the same round. */
const ratio = (a, b) => median(results[a].map((x, i) => nps(x) / nps(results[b][i])));
const int = (x) => Math.round(x).toLocaleString('en-US');
const fixed = (x, d = 2) => x.toFixed(d);
const spread = (key) => { const v = results[key].map(nps); return `${int(Math.min(...v))} – ${int(Math.max(...v))}`; };

function perftTable(rows) {
  const lines = ['| engine | runtime | median time (ms) | median nps | nps range over rounds | ratio |',
    '|---|---|---:|---:|---:|---|'];
  for (const [label, runtime, key, ratioText] of rows) {
    lines.push(`| ${label} | ${runtime} | ${int(medianMs(key))} | ${int(medianNps(key))} | ${spread(key)} | ${ratioText} |`);
  }
  return lines.join('\n');
}
const times = (a, b, text) => `${fixed(ratio(a, b))}× ${text}`;

const version = (cmd, args, pattern) => {
  try { const r = spawnSync(cmd, args, { input: 'uci\nquit\n', encoding: 'utf8' });
    const m = pattern.exec((r.stdout || '') + (r.stderr || '')); return m ? m[0].trim() : '?'; } catch (e) { return '?'; }
};
const distBytes = readFileSync(DIST);
// gzip -9 -n (no file name in the header), as the build's own figure (node's zlib packs this page
// about 500 bytes worse).
const gz = execFileSync('gzip', ['-9', '-n', '-c', DIST], { maxBuffer: 1 << 24 }).length;
const budgetSource = readFileSync(join(ROOT, 'inline-build/src/main/java/alfil/inline/SizeBudget.java'), 'utf8');
const budget = (name) => { const m = new RegExp(name + ' = new SizeBudget\\(([\\d_]+), ([\\d_]+)\\)').exec(budgetSource);
  return m ? [Number(m[1].replace(/_/g, '')), Number(m[2].replace(/_/g, ''))] : [NaN, NaN]; };
const [maxBytes, maxGz] = budget('PRODUCT');
const commit = execFileSync('git', ['-C', ROOT, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
const dirty = execFileSync('git', ['-C', ROOT, 'status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' }).trim() ? ' (with uncommitted changes)' : '';
const chromiumVersion = (() => { try { return execFileSync('/usr/bin/chromium', ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim(); } catch (e) { return '?'; } })();
const javaVersion = spawnSync('java', ['-version'], { encoding: 'utf8' }).stderr.split('\n')[0];

const page = (key, field) => median(results[key].map((x) => x[field]));
const pageMax = (key, field) => Math.max(...results[key].map((x) => x[field]));
const medMax = (key, field) => `${int(page(key, field))} (max ${int(pageMax(key, field))})`;
const pageRow = (label, key) => `| ${label} | ${int(page(key, 'readyMs'))} | ${int(page(key, 'thinkMs'))} | ${results[key][0].by} | ${medMax(key, 'moveMs')} | ${medMax(key, 'longestTaskMs')} | ${medMax(key, 'longestTaskAfterMoveMs')} | ${medMax(key, 'longestFrameGapMs')} |`;

const c5 = suites.chessNative, c4 = suites.chessJs, x4 = suites.xiangqi;
const out = `
Measured ${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC at commit ${commit}${dirty}, ${rounds} rounds,
with \`bash bench/run-all.sh ${rounds}\`. Machine: ${cpus().length} cores (${cpus()[0].model.trim()}),
shared with other jobs and noisy (load average ${fixed(loadBefore[0])} at the start, ${fixed(loadAfter[0])} at the end).
${javaVersion}; node ${process.version}; ${chromiumVersion}; ${version(STOCKFISH, [], /Stockfish [^\n]*/)};
${version(FAIRY, [], /Fairy-Stockfish [^\n]*/)}; chessops ${pkgVersion('chessops')}, chess.js ${pkgVersion('chess.js')} (npm).

Each round runs every item once, in an order rotated from round to round; a "ratio" is the median
over the rounds of the ratio within each round (compare ratios, not times: the cores are shared).
Every perft row of a table counts the same leaves, checked against the EPD's count. The JVM rows
are the jar's in-process figures (start-up excluded, JIT warm-up included); the Stockfish rows are
whole processes less a start-up run; the JS rows time the counting call alone
(\`performance.now()\`) in a fresh node process or page load. Every round's figures are in
\`bench/results/run-all-<time>.json\`.

### Chess perft: alfil.jar against Stockfish 15.1

Depth ${c5.depth}, the ${c5.cases.length} positions of \`engine/src/test/resources/perft/chess.epd\` that give a depth-${c5.depth} count (${int(leaves(c5))} leaves).

${perftTable([
  ['alfil.jar', 'JVM', 'chessNative/alfil.jar', '1.00'],
  ['Stockfish 15.1 `go perft`', 'native', 'chessNative/stockfish', times('chessNative/stockfish', 'chessNative/alfil.jar', 'alfil.jar')],
])}

### Chess perft in JavaScript: Alfil compiled by TeaVM against chessops and chess.js

Depth ${c4.depth}, all ${c4.cases.length} positions of \`chess.epd\` (${int(leaves(c4))} leaves). chessops counts with its own
\`debug.perft\` (bulk count at the last ply, like Alfil and Stockfish); chess.js with its own \`perft\`
(make and unmake down to every leaf).

${perftTable([
  ['alfil.jar', 'JVM', 'chessJs/alfil.jar', '1.00'],
  ['Alfil (TeaVM)', 'node', 'chessJs/alfil.node', times('chessJs/alfil.node', 'chessJs/alfil.jar', 'alfil.jar')],
  ['Alfil (TeaVM)', 'Chromium', 'chessJs/alfil.chromium', times('chessJs/alfil.chromium', 'chessJs/alfil.node', 'Alfil in node')],
  ['chessops', 'node', 'chessJs/chessops.node', times('chessJs/chessops.node', 'chessJs/alfil.node', 'Alfil in node')],
  ['chessops', 'Chromium', 'chessJs/chessops.chromium', times('chessJs/chessops.chromium', 'chessJs/alfil.chromium', 'Alfil in Chromium')],
  ['chess.js', 'node', 'chessJs/chess.js.node', times('chessJs/chess.js.node', 'chessJs/alfil.node', 'Alfil in node')],
  ['chess.js', 'Chromium', 'chessJs/chess.js.chromium', times('chessJs/chess.js.chromium', 'chessJs/alfil.chromium', 'Alfil in Chromium')],
])}

### Xiangqi perft: alfil.jar and Alfil in JavaScript against Fairy-Stockfish 11.1

Depth ${x4.depth}, all ${x4.cases.length} positions of \`engine/src/test/resources/perft/xiangqi.epd\` (${int(leaves(x4))} leaves).

${perftTable([
  ['alfil.jar', 'JVM', 'xiangqi/alfil.jar', '1.00'],
  ['Fairy-Stockfish 11.1 `go perft`', 'native', 'xiangqi/fairy', times('xiangqi/fairy', 'xiangqi/alfil.jar', 'alfil.jar')],
  ['Alfil (TeaVM)', 'node', 'xiangqi/alfil.node', times('xiangqi/alfil.node', 'xiangqi/alfil.jar', 'alfil.jar')],
  ['Alfil (TeaVM)', 'Chromium', 'xiangqi/alfil.chromium', times('xiangqi/alfil.chromium', 'xiangqi/alfil.jar', 'alfil.jar')],
])}

### Search: \`bench\` (time to depth ${BENCH_DEPTH} on its ${results['bench/jvm'][0].positions} positions)

The signature run (\`alfil.jar bench\`; in JS \`bench.js\`'s \`main(['${BENCH_DEPTH}', '${BENCH_MB}'])\`), ${BENCH_MB} MB table. The node
count is the same everywhere (BenchInJavaScriptTest); the time is the whole bench, all positions to depth ${BENCH_DEPTH}.

| runtime | nodes | median time to depth ${BENCH_DEPTH} (ms) | median nps | nps range over rounds | ratio |
|---|---:|---:|---:|---:|---|
| JVM (\`alfil.jar bench\`) | ${int(results['bench/jvm'][0].nodes)} | ${int(medianMs('bench/jvm'))} | ${int(medianNps('bench/jvm'))} | ${spread('bench/jvm')} | 1.00 |
| node (\`bench.js\`) | ${int(results['bench/node'][0].nodes)} | ${int(medianMs('bench/node'))} | ${int(medianNps('bench/node'))} | ${spread('bench/node')} | ${times('bench/node', 'bench/jvm', 'JVM')} |
| Chromium (\`bench.js\`) | ${int(results['bench/chromium'][0].nodes)} | ${int(medianMs('bench/chromium'))} | ${int(medianNps('bench/chromium'))} | ${spread('bench/chromium')} | ${times('bench/chromium', 'bench/jvm', 'JVM')} |

### The page: size, time to a playable board, responsiveness while the AI thinks

\`dist/alfil.html\`: ${int(distBytes.length)} bytes, ${int(gz)} gzipped (\`gzip -9 -n\`); budget
${int(maxBytes)} bytes / ${int(maxGz)} gzipped (\`SizeBudget\`, which the build enforces).

Opened from \`file://\` in headless Chromium, a fresh tab per round, \`#game=…&mode=ai&level=${PAGE_LEVEL}\`. "Ready" is the
time from navigation start to the first moment the status line says \`ready\` (the engine has
answered and the board takes moves). Then the human plays one move (1. e4 / 炮二平五) and the page
waits for the AI's reply. "Move" is the main-thread time of handling the human's move (the two
presses, synchronous: the move, the redraw, the judge, the request to the engine). The longest
main-thread task in the whole wait (PerformanceObserver \`longtask\`, which sees tasks of 50 ms or
more; 0 = none), the longest one that started after the move was handled (the AI's thinking alone),
and the longest gap between animation frames. "fallback": \`Worker\` removed, so the engine runs on
the page between frames. A language other than English (\`&lang=\`) is unpacked as the page starts
on a first visit (a later one reads it back from storage);
繁體中文 and Русский are each read after another table, as Tiếng Việt is. Medians over
the rounds, the largest in brackets.

| game, engine thread | ready (ms) | AI thinking (ms) | answered by | move (ms) | longest task (ms) | longest task after the move (ms) | longest frame gap (ms) |
|---|---:|---:|---|---:|---:|---:|---:|
${pageRow('xiangqi, worker', 'page/xiangqi.worker')}
${pageRow('chess, worker', 'page/chess.worker')}
${pageRow('xiangqi, fallback (no Worker)', 'page/xiangqi.fallback')}
${pageRow('xiangqi, worker, 繁體中文', 'page/xiangqi.worker.zh-Hant')}
${pageRow('chess, worker, Русский', 'page/chess.worker.ru')}
`;

function pkgVersion(name) {
  return JSON.parse(readFileSync(join(ROOT, 'bench/node_modules', name, 'package.json'), 'utf8')).version;
}
process.stdout.write(out);
