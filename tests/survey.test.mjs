// Issue 3: the all-starts survey as a heatmap; clicking a cell plays that run.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openApp, waitForState, statusText, steppedSquares, screenshot } from './support/browser.mjs';
import { pathProblem } from './support/tour.mjs';

describe('survey of every start', () => {
  let env;
  before(async () => { env = await launch(); });
  after(async () => { await env.stop(); });

  it('Warnsdorff in the gossip order fails only from e3 (seed 001)', async () => {
    const page = await openApp(env, '?algo=warnsdorff');
    await page.click('[data-action="survey"]');
    await page.waitForSelector('.app[data-survey="done"]');
    const cells = await page.$$eval('[data-square][data-survey]', (elements) =>
      Object.fromEntries(elements.map((e) => [e.dataset.square, e.dataset.survey])));
    assert.equal(Object.keys(cells).length, 64);
    const failed = Object.entries(cells).filter(([, outcome]) => outcome !== 'open' && outcome !== 'closed');
    assert.deepEqual(failed, [['e3', 'stuck']]);
    assert.match(await statusText(page), /^Survey of 64 starts: 63 give a tour .* Fails from e3\./);
    await screenshot(page, 'desktop-survey');

    await page.click('[data-square="e3"]');
    await waitForState(page, ['playing', 'paused']);
    assert.equal(await page.getAttribute('.app', 'data-heatmap'), null);
    await page.click('[data-action="end"]');
    await waitForState(page, ['stuck']);
    assert.equal(pathProblem(await steppedSquares(page), 8, 8), null);
    await page.click('[data-action="heatmap"]');
    assert.equal(await page.getAttribute('.app', 'data-heatmap'), 'shown');
    assert.deepEqual(page.problems, []);
    await page.close();
  });

  it('the deitel order fails only from c5 (seed 004), from a link', async () => {
    const page = await openApp(env, '?algo=warnsdorff&order=deitel&survey=1');
    await page.waitForSelector('.app[data-survey="done"]');
    const failed = await page.$$eval('[data-survey="stuck"]', (elements) => elements.map((e) => e.dataset.square));
    assert.deepEqual(failed, ['c5']);
    await page.close();
  });

  it('a long survey can be cancelled and keeps the starts already done', async () => {
    const page = await openApp(env, '?algo=backtrack&survey=1');
    await waitForState(page, ['surveying']);
    await page.click('[data-action="cancel"]');
    await waitForState(page, ['idle'], 1000);
    assert.equal(await page.getAttribute('.app', 'data-survey'), 'cancelled');
    assert.match(await statusText(page), /^Cancelled the survey after \d+ of 64 starts/);
    await page.close();
  });
});
