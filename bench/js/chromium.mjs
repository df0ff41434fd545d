// A tiny DevTools-protocol driver for Debian's headless Chromium over --remote-debugging-pipe
// (fd 3: commands in, fd 4: replies and events out, each message JSON ending in a NUL byte), so
// the benchmarks need no WebDriver and no npm package to drive the browser.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const BINARY = '/usr/bin/chromium';

// Flags from shared/docs/browser.md: headless as root without network.
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
  '--disable-dev-shm-usage', '--remote-debugging-pipe'];

export async function launch() {
  const profile = mkdtempSync(join(tmpdir(), 'alfil-bench-chromium-'));
  const child = spawn(BINARY, [...FLAGS, '--user-data-dir=' + profile, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => { stderr = (stderr + d).slice(-4000); });
  const pending = new Map();
  const listeners = [];
  let nextId = 1;
  let buffer = Buffer.alloc(0);
  child.stdio[4].on('data', (chunk) => {
    buffer = Buffer.concat([buffer, chunk]);
    let end;
    while ((end = buffer.indexOf(0)) >= 0) {
      const message = JSON.parse(buffer.subarray(0, end).toString('utf8'));
      buffer = buffer.subarray(end + 1);
      if (message.id && pending.has(message.id)) {
        const { resolve, reject } = pending.get(message.id);
        pending.delete(message.id);
        if (message.error) reject(new Error(JSON.stringify(message.error)));
        else resolve(message.result);
      } else if (message.method) {
        listeners.forEach((l) => l(message));
      }
    }
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  exited.then(() => pending.forEach(({ reject }) => reject(new Error('chromium exited: ' + stderr))));

  function send(method, params = {}, sessionId) {
    const id = nextId++;
    const message = { id, method, params };
    if (sessionId) message.sessionId = sessionId;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      child.stdio[3].write(JSON.stringify(message) + '\0');
    });
  }

  /** A fresh tab: {send(method, params), evaluate(expression), navigate(url), close()}. */
  async function newTab() {
    const { targetId } = await send('Target.createTarget', { url: 'about:blank' });
    const { sessionId } = await send('Target.attachToTarget', { targetId, flatten: true });
    const tabSend = (method, params) => send(method, params, sessionId);
    await tabSend('Page.enable');
    await tabSend('Runtime.enable');
    return {
      send: tabSend,
      /** Evaluates in the page, awaiting a promise; returns the value (JSON) or throws. */
      async evaluate(expression) {
        const r = await tabSend('Runtime.evaluate',
          { expression, awaitPromise: true, returnByValue: true });
        if (r.exceptionDetails) {
          throw new Error('in the page: ' + (r.exceptionDetails.exception?.description
            || r.exceptionDetails.text));
        }
        return r.result.value;
      },
      /** Navigates and resolves when the load event has fired. */
      navigate(url) {
        const loaded = new Promise((resolve) => {
          const l = (m) => {
            if (m.sessionId === sessionId && m.method === 'Page.loadEventFired') {
              listeners.splice(listeners.indexOf(l), 1);
              resolve();
            }
          };
          listeners.push(l);
        });
        return tabSend('Page.navigate', { url }).then(() => loaded);
      },
      close: () => send('Target.closeTarget', { targetId }),
    };
  }

  async function close() {
    try {
      await Promise.race([send('Browser.close'), new Promise((r) => setTimeout(r, 3000))]);
    } catch (e) { /* already gone */ }
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    // Chromium's helper processes may still be writing to the profile for a moment.
    for (let attempt = 0; ; attempt++) {
      try {
        rmSync(profile, { recursive: true, force: true });
        break;
      } catch (e) {
        if (attempt >= 50) throw e;
        await new Promise((r) => setTimeout(r, 100));
      }
    }
  }

  return { send, newTab, close, version: () => send('Browser.getVersion') };
}
