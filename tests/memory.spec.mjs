// Memory over a long lesson: fifty solves of 1000x1000 in a row, and a million-square
// tour imported eight times, leave the page's WebAssembly memory, its JavaScript objects
// and its DOM where they were after the second (within 10 %). The first two are let off: the first grows memory for a million
// squares, the second for the previous route while the next arrives. WebAssembly memory
// never shrinks, so a leak there shows as growth.
//
// The JavaScript heap is counted from a heap snapshot, as the objects, closures, arrays
// and strings in it: the heap's total also holds what the browser keeps for itself and
// bounds, which grows over the first hundred actions of any page (compiled code as V8
// optimises, the WebAssembly tiered up, the performance timeline's entries for layout
// shifts, paints and events, the DevTools' copy of each response) and says nothing of the
// page. Heap snapshots over thirty solves found no other growth.
import { test, expect } from './support/fixtures.mjs';
import * as S from './support/selectors.mjs';
import { clickOnCanvas } from './support/canvas.mjs';

/** Keeps the page's WebAssembly memory where the test can read it. */
const keepMemory = () => {
  addEventListener('TrunkApplicationStarted', (event) => {
    window.pageMemory = event.detail.wasm.memory;
  });
};

/** The node types of a heap snapshot that are the page's JavaScript values. */
const JS_VALUES = new Set(['object', 'closure', 'array', 'string', 'concatenated string',
  'sliced string', 'regexp', 'number', 'bigint', 'symbol']);

/** Bytes of the page's JavaScript values, from a heap snapshot. */
async function jsValues(cdp) {
  const chunks = [];
  const keep = (event) => chunks.push(event.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', keep);
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  cdp.off('HeapProfiler.addHeapSnapshotChunk', keep);
  const { snapshot: { meta }, nodes } = JSON.parse(chunks.join(''));
  const [types] = meta.node_types;
  const width = meta.node_fields.length;
  const [type, size] = ['type', 'self_size'].map((field) => meta.node_fields.indexOf(field));
  let bytes = 0;
  for (let at = 0; at < nodes.length; at += width) {
    if (JS_VALUES.has(types[nodes[at + type]])) bytes += nodes[at + size];
  }
  return bytes;
}

/** The page's WebAssembly memory, its JavaScript values and its DOM (nodes and event
 * listeners) after full garbage collections, with the tour shown to its end. */
async function measure(page, cdp) {
  await page.locator(S.action('end')).click();
  await expect(page.locator(S.app)).toHaveAttribute('data-state', 'done');
  await cdp.send('HeapProfiler.collectGarbage');
  await cdp.send('HeapProfiler.collectGarbage');
  const wasm = await page.evaluate(() => window.pageMemory.buffer.byteLength);
  const { nodes, jsEventListeners: listeners } = await cdp.send('Memory.getDOMCounters');
  return { wasm, js: await jsValues(cdp), nodes, listeners };
}

/** Every measure of `after` is within 10 % of `before`'s. */
function expectNear(after, before, what) {
  for (const [name, value] of Object.entries(before)) {
    expect(after[name], `${what}: ${name} (from ${value})`).toBeLessThanOrEqual(value * 1.1);
  }
}

/** Solves again from `start` on the canvas board and waits for the tour. */
async function solveAgain(app, start) {
  await app.page.evaluate(() => document.querySelector('.app').removeAttribute('data-state'));
  await clickOnCanvas(app.page, start);
  await expect(app.root).toHaveAttribute('data-state', /^(playing|paused|done)$/, { timeout: 30_000 });
  await expect(app.root).toHaveAttribute('data-outcome', 'complete');
}

/** Opens `query`'s tour with the page's memory kept for the test; the CDP session that
 * measures it. */
async function openTour(app, query) {
  test.setTimeout(300_000);
  await app.page.addInitScript(keepMemory);
  const cdp = await app.page.context().newCDPSession(app.page);
  await app.open(query);
  await expect(app.root).toHaveAttribute('data-outcome', 'complete', { timeout: 30_000 });
  return cdp;
}

// The trace records every action's DOM in the page, which would count as the page's.
test.use({ trace: 'off' });

test.describe('memory over a long lesson', () => {
  test('fifty solves of 1000x1000 leave memory where the second left it', async ({ app }) => {
    const cdp = await openTour(app, '?board=1000x1000&start=qa417&closed=1');
    await solveAgain(app, 'qa417');
    const second = await measure(app.page, cdp);
    // a1, the corner, has a pixel of its own however fine the squares.
    for (let run = 3; run <= 50; run++) await solveAgain(app, run % 2 ? 'a1' : 'qa417');
    const fiftieth = await measure(app.page, cdp);
    test.info().annotations.push({ type: 'memory', description: JSON.stringify({ second, fiftieth }) });
    expectNear(fiftieth, second, 'after fifty solves');
  });

  test('a million-square tour imported again and again leaves memory where the second import left it', async ({ app }) => {
    const cdp = await openTour(app, '?board=1000x1000&start=a2');
    // Two tours' JSON, so that each import changes what is shown.
    const exported = async () => {
      const panel = app.testId('export');
      if (!(await panel.evaluate((details) => details.open))) await app.locator(S.exportToggle).click();
      const [file] = await Promise.all([app.page.waitForEvent('download'), app.action('download-json').click()]);
      return (await import('node:fs/promises')).readFile(await file.path(), 'utf8');
    };
    const tours = [await exported()];
    await solveAgain(app, 'qa417');
    tours.push(await exported());
    expect(tours[0].length).toBeGreaterThan(8_000_000);
    expect(tours[1]).not.toBe(tours[0]);
    const importPanel = app.testId('import');
    if (!(await importPanel.evaluate((details) => details.open))) await app.locator(S.importToggle).click();
    const importOnce = async (text) => {
      // From the end of the tour shown, so the import's own state (paused at its start)
      // is a change the test sees.
      if ((await app.root.getAttribute('data-state')) !== 'done') await app.action('end').click();
      await expect(app.root).toHaveAttribute('data-state', 'done');
      // Typing eight megabytes would take minutes: the text is set as a paste leaves it.
      await app.control('import-text').evaluate((area, text) => {
        area.value = text;
        area.dispatchEvent(new Event('input', { bubbles: true }));
      }, text);
      await app.action('import').click();
      await expect(app.root).toHaveAttribute('data-state', 'paused', { timeout: 60_000 });
      await expect(app.locator(S.importError)).toHaveCount(0);
    };
    await importOnce(tours[0]);
    await importOnce(tours[1]);
    const second = await measure(app.page, cdp);
    for (let run = 3; run <= 8; run++) await importOnce(tours[run % 2]);
    const eighth = await measure(app.page, cdp);
    test.info().annotations.push({ type: 'memory', description: JSON.stringify({ second, eighth }) });
    expectNear(eighth, second, 'after eight imports');
  });
});
