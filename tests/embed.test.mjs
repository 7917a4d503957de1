// Issue 6 (links and embedding): the address bar follows the view and reproduces it on
// reload; malformed links never break the app; embed=1 fits a small iframe, tells its
// host page how it is doing, and the shipped example page plays two boards to the end.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openApp, waitForState, steppedSquares, screenshot } from './support/browser.mjs';
import { tourProblem } from './support/tour.mjs';

describe('links and embedding', () => {
  let env;
  before(async () => { env = await launch(); });
  after(async () => { await env.stop(); });

  it('the address bar reproduces the view after a reload, down to the step', async () => {
    const page = await openApp(env, '');
    await page.click('.preset:has-text("6×6")');
    await page.selectOption('[data-control="algo"]', 'warnsdorff');
    await page.click('[data-square="a1"]');
    await waitForState(page, ['playing', 'done']);
    await page.keyboard.press('Escape');
    await page.click('[data-action="start"]');
    await page.click('[data-action="forward"]');
    await page.click('[data-action="forward"]');
    await page.click('[data-action="degrees"]');
    await page.selectOption('[data-control="theme"]', 'dark');
    const link = page.url();
    assert.match(link, /\?board=6x6&algo=warnsdorff&start=a1&step=3&degrees=1&lang=en&theme=dark$/);
    const before = await steppedSquares(page);
    const again = await openApp(env, new URL(link).search);
    await waitForState(again, ['paused']);
    assert.deepEqual(await steppedSquares(again), before);
    assert.equal(await again.$eval('[data-control="algo"]', (s) => s.value), 'warnsdorff');
    assert.equal(await again.getAttribute('html', 'data-theme'), 'dark');
    assert.equal(await again.getAttribute('[data-action="degrees"]', 'aria-pressed'), 'true');
    assert.equal(again.url(), link, 'the reloaded page links to itself');
    assert.deepEqual([...page.problems, ...again.problems], []);
    await page.close();
    await again.close();
  });

  it('play mode and the random walk reload to the same board', async () => {
    const page = await openApp(env, '?mode=play&board=5x5');
    for (const square of ['a1', 'b3', 'c5']) await page.click(`[data-square="${square}"]`);
    assert.match(page.url(), /\?board=5x5&mode=play&walk=a1,b3,c5&lang=en$/);
    const again = await openApp(env, new URL(page.url()).search);
    assert.deepEqual(await steppedSquares(again), ['a1', 'b3', 'c5']);
    await page.close();
    await again.close();

    const random = await openApp(env, '?algo=random&start=c3&speed=1000&autoplay=1');
    await waitForState(random, ['done', 'stuck'], 20000);
    const walk = await steppedSquares(random);
    assert.match(random.url(), /seed=\d+/);
    const replay = await openApp(env, new URL(random.url()).search);
    await waitForState(replay, ['done', 'stuck', 'paused'], 20000);
    await replay.click('[data-action="end"]').catch(() => {});
    assert.deepEqual(await steppedSquares(replay), walk, 'the seed replays the same walk');
    await random.close();
    await replay.close();
  });

  it('survives malformed links: one message per problem, never a crash', async () => {
    const links = [
      '?board=', '?board=x', '?board=0x0', '?board=1001x3', '?board=-5x5', '?board=8x8x8', '?board=%FF%FE',
      '?start=z99', '?start=', '?start=a0', '?start=9,9', '?algo=', '?algo=%3Cscript%3E', '?order=north',
      '?speed=fast', '?speed=99999999999999', '?speed=-1', '?autoplay=maybe', '?closed=2', '?lang=fr',
      '?mode=edit', '?vs=everything', '?step=0', '?step=abc&start=a1', '?seed=-1', '?theme=neon',
      '?walk=a1,a2', '?mode=play&walk=a1,b3,a1', '?mode=play&walk=a1,zz9', '?embed=2', '?controls=2',
      '?degrees=on', '?starts=%', '?&&&', '?=1', '?a=1&b=2', '?board=8x8&board=7x7&start=g7',
      '?mode=play&board=200x200', '?start=a1&step=99999', '?' + 'x'.repeat(5000) + '=1',
    ];
    assert.ok(links.length >= 36);
    const page = await openApp(env, '');
    for (const link of links) {
      page.problems.length = 0;
      await page.goto(env.server.url + link);
      await page.waitForSelector('[data-rows]');
      const notices = await page.$$eval('[data-testid="notice"] li', (items) => items.map((li) => li.textContent));
      const lenient = ['?&&&', '?board=8x8&board=7x7&start=g7', '?start=a1&step=99999'];
      if (!lenient.includes(link)) assert.ok(notices.length >= 1, `${link} gets a message`);
      for (const notice of notices) assert.ok(notice.length < 320, `${link}: ${notice.slice(0, 80)}…`);
      assert.deepEqual(page.problems, [], link);
    }
    await page.close();
  });

  it('embed=1 fits a 240 px iframe, without page chrome, with optional controls', async () => {
    const page = await openApp(env, '?embed=1&board=6x6&start=a1&autoplay=1&speed=1000', { width: 240, height: 360 });
    await waitForState(page, ['done']);
    assert.equal(await page.$('header'), null);
    assert.ok(await page.$('[data-action="play"]'));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(overflow <= 0, `${overflow}px of horizontal scrolling`);
    await screenshot(page, 'embed-240');
    await page.close();
    const bare = await openApp(env, '?embed=1&controls=0&start=a1', { width: 300, height: 380 });
    assert.equal(await bare.$('[data-action="play"]'), null);
    assert.ok(await bare.$('[data-testid="status"]'));
    await bare.close();
  });

  it('the example page plays two embedded boards to the end and hears their messages', async () => {
    const page = await env.browser.newPage({ viewport: { width: 1000, height: 900 } });
    await page.addInitScript(() => {
      window.heard = [];
      window.addEventListener('message', (event) => {
        if (event.data?.source === 'knights-tour') window.heard.push({ ...event.data, from: event.source === document.getElementById('warnsdorff')?.contentWindow ? 'warnsdorff' : 'accessibility' });
      });
    });
    await page.goto(env.server.url + 'embed-example.html');
    await page.waitForFunction(() => [...document.querySelectorAll('output')].every((o) => ['done', 'stuck'].includes(o.dataset.event)), null, { timeout: 30000 });
    const heard = await page.evaluate(() => window.heard);
    for (const from of ['warnsdorff', 'accessibility']) {
      const events = heard.filter((m) => m.from === from);
      assert.equal(events[0].event, 'started');
      assert.equal(events.at(-1).event, 'done');
      assert.equal(events.at(-1).step, 64);
      const steps = events.filter((m) => m.event === 'step').map((m) => m.step);
      assert.deepEqual(steps, [...steps].sort((a, b) => a - b), 'steps only go forward while playing');
      assert.equal(events[0].board, '8x8');
      assert.equal(events[0].start, 'a1');
      assert.equal(events[0].algorithm, from);
    }
    for (const id of ['warnsdorff', 'accessibility']) {
      const frame = page.frame({ url: new RegExp(`algo=${id}`) });
      const route = await steppedSquares(frame);
      assert.equal(tourProblem(route, 8, 8), null, `${id} shows a valid tour`);
    }
    await screenshot(page, 'embed-example');
    await page.close();
  });

  it('the share dialog gives this view\'s link and an iframe snippet', async () => {
    const page = await openApp(env, '?board=5x5&start=a1&algo=warnsdorff');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await waitForState(page, ['paused']);
    await page.click('[data-action="share"]');
    assert.equal(await page.evaluate(() => document.activeElement.dataset.control), 'share-link', 'focus moves into the dialog');
    const link = await page.inputValue('[data-control="share-link"]');
    assert.equal(link, page.url());
    const snippet = await page.inputValue('[data-control="share-embed"]');
    assert.match(snippet, /^<iframe src="http:\/\/[^"]+\?board=5x5&amp;algo=warnsdorff&amp;start=a1&amp;lang=en&amp;embed=1" title="Knight's Tour"/);
    await page.click('[data-action="copy-embed"]');
    await page.waitForSelector('[data-testid="copied"]:has-text("Copied")');
    assert.equal(await page.evaluate(() => navigator.clipboard.readText()), snippet);
    await page.focus('[data-control="share-link"]');
    await page.keyboard.press('Escape');
    assert.equal(await page.$('[data-testid="share"]'), null, 'Escape closes it');
    assert.equal(await page.evaluate(() => document.activeElement.dataset.action), 'share', 'focus returns to the button');
    await page.click('[data-action="share"]');
    await page.click('[data-action="close-share"]');
    assert.equal(await page.$('[data-testid="share"]'), null);
    await page.close();
  });
});
