// Measurements in headless Chromium: perft.html served from the repository root on 127.0.0.1, a
// fresh page load for every measurement, the result read back over the DevTools protocol.
import { launch } from './chromium.mjs';
import { serve } from './serve.mjs';

export async function openBrowser(repoRoot) {
  const server = await serve(repoRoot);
  const chromium = await launch();
  const tab = await chromium.newTab();
  return {
    chromium,
    tab,
    async measure(what) {
      await tab.navigate(server.url + '/bench/js/perft.html');
      await tab.evaluate(`new Promise((resolve, reject) => { const t0 = Date.now();
        (function wait() { if (window.benchReady) resolve(true);
          else if (Date.now() - t0 > 10000) reject(new Error('perft.html did not load its modules'));
          else setTimeout(wait, 10); })(); })`);
      return tab.evaluate(`runMeasure(${JSON.stringify({ ...what, benchJs: undefined })})`);
    },
    async close() {
      await chromium.close();
      await server.close();
    },
  };
}
