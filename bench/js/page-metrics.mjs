// The product page in Chromium, opened from file:// as a player opens it: time from navigation
// start to the first interactive board (status line 'ready': the engine answered and the board
// takes moves), and the longest main-thread task while the AI thinks about its reply to one move
// (PerformanceObserver 'longtask', which reports tasks of 50 ms and more, and the longest gap
// between animation frames, which sees shorter stalls too).

// Installed before the page's own scripts (DevTools scripts are not subject to the page's CSP).
const PROBE = `
window.__benchProbe = { readyAt: -1, longTasks: [], frames: [] };
new PerformanceObserver((list) => list.getEntries().forEach((t) =>
  __benchProbe.longTasks.push({ start: t.startTime, duration: t.duration })))
  .observe({ type: 'longtask', buffered: true });
new MutationObserver(() => {
  const s = document.getElementById('status');
  if (__benchProbe.readyAt < 0 && s && s.dataset.state === 'ready') {
    __benchProbe.readyAt = performance.now();
  }
}).observe(document, { subtree: true, childList: true, attributes: true,
  attributeFilter: ['data-state'] });
(function frame(t) { __benchProbe.frames.push(t); requestAnimationFrame(frame); })(0);
`;

const NO_WORKER = 'delete window.Worker; window.Worker = undefined;';

// A first visit: the page resumes the game an earlier load kept in localStorage (file:// pages
// share it), which would not take the human's first move, and reads back the language it unpacked
// before. The kept games and texts read as absent instead; the store itself is not cleared, as a
// new document may read it before the last page's writes.
const FIRST_VISIT = `(function () { const get = Storage.prototype.getItem;
  Storage.prototype.getItem = function (k) { k = String(k);
    return k.indexOf('alfil.kept.') === 0 || k.indexOf('alfil.texts.') === 0 ? null
      : get.call(this, k); }; })();`;

// The human's first move of each game in the page's own square names.
const FIRST_MOVE = { chess: ['e2', 'e4'], xiangqi: ['h2', 'e2'] };

/**
 * One fresh load of `fileUrl` with `#game=<game>&mode=ai&level=<level>&side=<first>`; with
 * `fallback` the page has no Worker and searches between animation frames on its own thread.
 */
export async function pageMetrics(chromium, fileUrl, { game, level, fallback, lang }) {
  const tab = await chromium.newTab();
  try {
    await tab.send('Page.addScriptToEvaluateOnNewDocument', { source: PROBE });
    await tab.send('Page.addScriptToEvaluateOnNewDocument', { source: FIRST_VISIT });
    if (fallback) await tab.send('Page.addScriptToEvaluateOnNewDocument', { source: NO_WORKER });
    const side = game === 'chess' ? 'white' : 'red';
    const language = lang ? `&lang=${lang}` : '';
    await tab.navigate(`${fileUrl}#game=${game}&mode=ai&level=${level}&side=${side}${language}`);
    const load = await tab.evaluate(`new Promise((resolve, reject) => {
      const t0 = Date.now();
      (function wait() {
        if (__benchProbe.readyAt >= 0) {
          const nav = performance.getEntriesByType('navigation')[0];
          const fcp = performance.getEntriesByName('first-contentful-paint')[0];
          resolve({ readyMs: __benchProbe.readyAt, loadEventMs: nav.loadEventEnd,
            fcpMs: fcp ? fcp.startTime : -1, game: document.getElementById('status').dataset.game });
        } else if (Date.now() - t0 > 20000) reject(new Error('the page never became ready'));
        else setTimeout(wait, 5);
      })(); })`);
    if (load.game !== game) throw new Error(`page shows ${load.game}, expected ${game}`);
    const [from, to] = FIRST_MOVE[game];
    const think = await tab.evaluate(`new Promise((resolve, reject) => {
      const press = (sq) => document.querySelector('[data-square="' + sq + '"]')
        .dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      const moves = () => document.querySelectorAll('#moves [data-move]').length;
      const board = document.getElementById('board');
      const t0 = performance.now();
      press('${from}'); press('${to}');
      const moved = performance.now();
      if (moves() !== 1) { reject(new Error('the move ${from}${to} was not played')); return; }
      (function wait() {
        if (moves() === 2 && board.dataset.turn === 'human') {
          const t1 = performance.now();
          const tasks = __benchProbe.longTasks.filter((t) => t.start + t.duration >= t0
            && t.start <= t1).map((t) => t.duration);
          const frames = __benchProbe.frames.filter((t) => t >= t0 && t <= t1);
          let gap = 0;
          for (let i = 1; i < frames.length; i++) gap = Math.max(gap, frames[i] - frames[i - 1]);
          // Tasks that start once the human's move has been handled: the AI's thinking alone.
          const later = __benchProbe.longTasks.filter((t) => t.start >= moved && t.start <= t1)
            .map((t) => t.duration);
          resolve({ thinkMs: t1 - t0, moveMs: moved - t0,
            longestTaskMs: tasks.length ? Math.max(...tasks) : 0, longTasks: tasks.length,
            longestTaskAfterMoveMs: later.length ? Math.max(...later) : 0, longestFrameGapMs: gap,
            by: document.getElementById('status').dataset.by || '' });
        } else if (performance.now() - t0 > 60000) reject(new Error('no reply within 60 s'));
        else setTimeout(wait, 5);
      })(); })`);
    return { ...load, ...think };
  } finally {
    await tab.close();
  }
}
