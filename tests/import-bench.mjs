// Importing a million squares: the page's own JSON export of a 1000x1000 tour (8 MB),
// pasted into Import; the time from the Import click to the tour on the board, the long
// tasks the page's thread ran meanwhile (the study room reads the paste in a worker of
// its own), and the page's WebAssembly memory before and after (the paste never passes
// through it). The page at 1280x800, no throttling.
//
// Run: cargo xtask build && cd tests && npm run bench:import
import fs from 'node:fs/promises';
import { launch } from './support/browser.mjs';

const env = await launch();
const context = await env.browser.newContext({ acceptDownloads: true, viewport: { width: 1280, height: 800 } });
const page = await context.newPage();
await page.addInitScript(() => {
  addEventListener('TrunkApplicationStarted', (event) => { window.pageMemory = event.detail.wasm.memory; });
  window.longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.longTasks.push(Math.round(entry.duration));
  }).observe({ type: 'longtask' });
});
await page.goto(`${env.server.url}?board=1000x1000&start=a2`);
await page.locator('.app[data-outcome="complete"]').waitFor({ timeout: 60000 });
await page.locator('[data-testid="export"] summary').click();
const [file] = await Promise.all([page.waitForEvent('download'), page.locator('[data-action="download-json"]').click()]);
const text = await fs.readFile(await file.path(), 'utf8');
await page.locator('[data-action="end"]').click();
await page.locator('[data-testid="import"] summary').click();
await page.locator('[data-control="import-text"]').evaluate((area, text) => {
  area.value = text;
  area.dispatchEvent(new Event('input', { bubbles: true }));
}, text);
const before = await page.evaluate(() => {
  window.longTasks = [];
  return window.pageMemory.buffer.byteLength;
});
const started = Date.now();
await page.locator('[data-action="import"]').click({ timeout: 60000 });
await page.locator('.app[data-state="paused"]').waitFor({ timeout: 60000 });
const shown = Date.now() - started;
await page.waitForTimeout(1000);
const { longTasks, after } = await page.evaluate(() => ({ longTasks: window.longTasks, after: window.pageMemory.buffer.byteLength }));
console.log(`pasted ${text.length.toLocaleString('en')} bytes; the tour on the board ${shown} ms after the click`);
console.log(`long tasks meanwhile: ${longTasks.join(', ') || 'none'} ms`);
console.log(`page memory: ${before.toLocaleString('en')} bytes before, ${after.toLocaleString('en')} after`);
await env.stop();
