// Links and embedding: the address bar follows the view and reproduces it on reload;
// malformed links never break the app; embed=1 fits a small iframe, tells its host page
// how it is doing, and the shipped example page plays two boards to the end.
import { test, expect, oneOf, App } from './support/fixtures.mjs';
import * as S from './support/selectors.mjs';
import { tourProblem } from './support/tour.mjs';

test.describe('links and embedding', () => {
  test('the address bar reproduces the view after a reload, down to the step', async ({ app, page }) => {
    await app.open();
    await app.locator(S.preset('6×6')).click();
    await app.control('algo').selectOption('warnsdorff');
    await app.square('a1').click();
    await expect(app.root).toHaveAttribute('data-state', oneOf('playing', 'done'));
    await page.keyboard.press('Escape');
    await app.action('start').click();
    await app.action('forward').click();
    await app.action('forward').click();
    await expect(app.locator(S.stepped)).toHaveCount(3);
    await app.action('degrees').click();
    await app.control('theme').selectOption('dark');
    await expect(page).toHaveURL(/\?board=6x6&algo=warnsdorff&start=a1&step=3&degrees=1&lang=en&theme=dark$/);
    const link = page.url();
    const shown = await app.steppedSquares();
    expect(shown).toHaveLength(3);
    const again = await app.openAnother(new URL(link).search);
    await expect(again.root).toHaveAttribute('data-state', 'paused');
    expect(await again.steppedSquares()).toEqual(shown);
    await expect(again.control('algo')).toHaveValue('warnsdorff');
    await expect(again.locator(S.themeRoot)).toHaveAttribute('data-theme', 'dark');
    await expect(again.action('degrees')).toHaveAttribute('aria-pressed', 'true');
    expect(again.page.url(), 'the reloaded page links to itself').toBe(link);
  });

  test('play mode reloads to the same walk', async ({ app, page }) => {
    await app.open('?mode=play&board=5x5');
    await app.walk(['a1', 'b3', 'c5']);
    await expect(page).toHaveURL(/\?board=5x5&mode=play&walk=a1,b3,c5&lang=en$/);
    const again = await app.openAnother(new URL(page.url()).search);
    await expect(again.locator(S.stepped)).toHaveCount(3);
    expect(await again.steppedSquares()).toEqual(['a1', 'b3', 'c5']);
  });

  test('the random walk reloads to the same walk', async ({ app, page }) => {
    await app.open('?algo=random&start=c3&speed=1000&autoplay=1');
    await expect(app.root).toHaveAttribute('data-state', oneOf('done', 'stuck'), { timeout: 20_000 });
    const walk = await app.steppedSquares();
    expect(walk[0]).toBe('c3');
    await expect(page).toHaveURL(/seed=\d+/);
    const replay = await app.openAnother(new URL(page.url()).search);
    await expect(replay.root).toHaveAttribute('data-state', oneOf('done', 'stuck', 'paused', 'playing'), { timeout: 20_000 });
    // The link may show the walk at its end already, or from its start.
    if (await replay.action('end').isEnabled()) await replay.action('end').click();
    await expect(replay.root).toHaveAttribute('data-state', oneOf('done', 'stuck'));
    expect(await replay.steppedSquares(), 'the seed replays the same walk').toEqual(walk);
  });

  test('survives malformed links: one message per problem, never a crash', async ({ app, page, pageProblems }) => {
    // Forty whole page loads, one after another: three times the time of one test.
    test.slow();
    const links = [
      '?board=', '?board=x', '?board=0x0', '?board=1001x3', '?board=-5x5', '?board=8x8x8', '?board=%FF%FE',
      '?start=z99', '?start=', '?start=a0', '?start=9,9', '?algo=', '?algo=%3Cscript%3E', '?order=north',
      '?speed=fast', '?speed=99999999999999', '?speed=-1', '?autoplay=maybe', '?closed=2', '?lang=fr',
      '?mode=edit', '?vs=everything', '?step=0', '?step=abc&start=a1', '?seed=-1', '?theme=neon',
      '?walk=a1,a2', '?mode=play&walk=a1,b3,a1', '?mode=play&walk=a1,zz9', '?embed=2', '?controls=2',
      '?degrees=on', '?starts=%', '?&&&', '?=1', '?a=1&b=2', '?board=8x8&board=7x7&start=g7',
      '?mode=play&board=200x200', '?start=a1&step=99999', '?' + 'x'.repeat(5000) + '=1',
    ];
    // Links the app reads without complaint: empty pairs, a repeated parameter (the last
    // wins), a step past the end (the end).
    const lenient = ['?&&&', '?board=8x8&board=7x7&start=g7', '?start=a1&step=99999'];
    expect(links.length).toBeGreaterThanOrEqual(40);
    for (const link of links) {
      pageProblems.length = 0;
      await app.open(link);
      const notices = await app.locator(S.noticeItems).allTextContents();
      if (lenient.includes(link)) expect(notices, link).toEqual([]);
      else expect(notices.length, `${link} gets a message`).toBeGreaterThanOrEqual(1);
      for (const notice of notices) expect(notice.length, `${link}: ${notice.slice(0, 80)}…`).toBeLessThan(320);
      expect(pageProblems, link).toEqual([]);
    }
  });

  test('embed=1 fits a 240 px iframe, without page chrome', async ({ app, page }) => {
    await app.open('?embed=1&board=6x6&start=a1&autoplay=1&speed=1000', { viewport: { width: 240, height: 360 } });
    await expect(app.root).toHaveAttribute('data-state', 'done');
    await expect(app.locator(S.header)).toHaveCount(0);
    await expect(app.action('play')).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'px of horizontal scrolling').toBeLessThanOrEqual(0);
    await app.screenshot('embed-240');
  });

  for (const viewport of [{ width: 240, height: 360 }, { width: 300, height: 420 }, { width: 360, height: 460 }]) {
    test(`embed=1 in a ${viewport.width}x${viewport.height} frame keeps every control inside it`, async ({ app, page }) => {
      await app.open("?embed=1&board=8x8&start=a1", { viewport });
      await expect(app.action('play')).toBeVisible();
      const bottoms = await page.locator('.controls button').evaluateAll((buttons) =>
        buttons.map((button) => Math.ceil(button.getBoundingClientRect().bottom)));
      expect(bottoms.length).toBeGreaterThan(4);
      expect(Math.max(...bottoms), 'the lowest control\'s bottom edge').toBeLessThanOrEqual(viewport.height);
    });
  }

  test('embed=1&controls=0 leaves the board and the status line only', async ({ app }) => {
    await app.open('?embed=1&controls=0&start=a1', { viewport: { width: 300, height: 380 } });
    await expect(app.action('play')).toHaveCount(0);
    await expect(app.status).toBeVisible();
    await expect(app.locator(S.header)).toHaveCount(0);
  });

  test('the example page plays two embedded boards to the end and hears their messages', async ({ app, page }) => {
    await page.setViewportSize({ width: 1000, height: 900 });
    await page.addInitScript(() => {
      window.heard = [];
      window.addEventListener('message', (event) => {
        // Each message is filed under the id of the frame that posted it (the page has a
        // third board, with the code panel, which does not play by itself).
        const frame = [...document.querySelectorAll('iframe')].find((f) => f.contentWindow === event.source);
        if (event.data?.source === 'knights-tour') window.heard.push({ ...event.data, from: frame?.id });
      });
    });
    await page.goto('embed-example.html');
    const outputs = page.locator(S.exampleOutputs);
    await expect(outputs).toHaveCount(2);
    for (const output of await outputs.all()) {
      await expect(output).toHaveAttribute('data-event', oneOf('done', 'stuck'), { timeout: 30_000 });
    }
    const heard = await page.evaluate(() => window.heard);
    for (const from of ['warnsdorff', 'accessibility']) {
      const events = heard.filter((m) => m.from === from && m.event !== 'size');
      expect(events.length, `messages from ${from}`).toBeGreaterThan(2);
      expect(events[0]).toMatchObject({ event: 'started', board: '8x8', start: 'a1', end: null, algorithm: from });
      expect(events.at(-1)).toMatchObject({ event: 'done', step: 64 });
      const steps = events.filter((m) => m.event === 'step').map((m) => m.step);
      expect(steps.length, `step messages from ${from}`).toBeGreaterThan(0);
      expect(steps, 'steps only go forward while playing').toEqual([...steps].sort((a, b) => a - b));
    }
    for (const id of ['warnsdorff', 'accessibility']) {
      const frame = new App(page.frame({ url: new RegExp(`algo=${id}`) }));
      expect(tourProblem(await frame.steppedSquares(), 8, 8), `${id} shows a valid tour`).toBeNull();
    }
    await app.screenshot('embed-example');
  });

  for (const viewport of [{ width: 390, height: 844 }, { width: 1280, height: 800 }]) {
    test(`the example page at ${viewport.width} px: each frame takes its content's height, posted by the app`, async ({ app, page }) => {
      await page.setViewportSize(viewport);
      await page.addInitScript(() => {
        window.sizes = [];
        window.addEventListener('message', (event) => {
          if (event.data?.source === 'knights-tour' && event.data.event === 'size') window.sizes.push(event.data);
        });
      });
      await page.goto('embed-example.html');
      const frames = page.locator('iframe');
      await expect(frames).toHaveCount(3);
      for (const frame of await frames.all()) {
        const id = await frame.getAttribute('id');
        await expect(page.frameLocator(`#${id}`).locator(`${S.app}[data-state]`)).toBeVisible();
        // Nothing of the app is cut off, and the frame is no taller than what it shows.
        await expect.poll(() => frame.evaluate((f) => {
          const inner = f.contentDocument.documentElement;
          return [inner.scrollHeight - f.clientHeight, f.clientHeight - Math.ceil(inner.getBoundingClientRect().height)];
        }), { message: `${id} fits its content`, timeout: 20_000 }).toEqual([0, 0]);
        // The board takes the frame's width rather than shrinking to its height.
        const [boardWidth, frameWidth] = await frame.evaluate((f) => [
          f.contentDocument.querySelector('svg.board').getBoundingClientRect().width, f.clientWidth]);
        expect(boardWidth, `${id}'s board`).toBeGreaterThan(frameWidth * 0.9);
      }
      const sizes = await page.evaluate(() => window.sizes);
      expect(sizes.length, 'size messages').toBeGreaterThanOrEqual(3);
      for (const size of sizes) expect(Object.keys(size).sort()).toEqual(['event', 'height', 'source']);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'px of horizontal scrolling').toBeLessThanOrEqual(0);
      await app.screenshot(`embed-example-${viewport.width}`);
    });
  }

  test('embed=1 posts no sizes: a host page that does not size its frames hears what it always heard', async ({ page, baseURL }) => {
    await page.setContent(`<iframe src="${baseURL}?embed=1&board=5x5&start=a1&autoplay=1&speed=1000" width="300" height="360"></iframe>
      <script>window.heard = []; addEventListener('message', (e) => window.heard.push(e.data.event));</script>`);
    await expect.poll(() => page.evaluate(() => window.heard), { timeout: 20_000 }).toContain('done');
    expect(await page.evaluate(() => window.heard)).not.toContain('size');
  });

  test('the example page\'s captions group digits and count squares in the singular and the plural', async ({ page }) => {
    await page.goto('embed-example.html');
    const caption = (id) => page.locator(`output[data-for="${id}"]`);
    // The backtracking search shown paused at its start: thousands grouped as the app does.
    await expect(caption('backtrack')).toHaveText(/^step 0 of \d{1,3}(,\d{3})+$/, { timeout: 20_000 });
    for (const id of ['warnsdorff', 'accessibility']) {
      await expect(caption(id)).toHaveText('complete tour of 64 squares', { timeout: 30_000 });
    }
    // A board of one square posts what any board posts.
    const one = { source: 'knights-tour', step: 1, length: 1, board: '1x1', start: 'a1', end: null, algorithm: 'warnsdorff' };
    const post = (message) => page.frame({ url: /algo=warnsdorff/ }).evaluate((m) => parent.postMessage(m, '*'), message);
    await post({ ...one, event: 'done', outcome: 'complete' });
    await expect(caption('warnsdorff')).toHaveText('complete tour of 1 square');
    await post({ ...one, event: 'stuck', outcome: 'stuck' });
    await expect(caption('warnsdorff')).toHaveText('stuck after 1 square (stuck)');
    await post({ ...one, event: 'step', step: 1, length: 1234 });
    await expect(caption('warnsdorff')).toHaveText('step 1 of 1,234');
  });

  test('the share dialog gives this view\'s link and an iframe snippet', async ({ app, page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await app.open('?board=5x5&start=a1&algo=warnsdorff');
    await expect(app.root).toHaveAttribute('data-state', 'paused');
    await app.action('share').click();
    await expect(app.control('share-link'), 'focus moves into the dialog').toBeFocused();
    await expect(app.control('share-link')).toHaveValue(page.url());
    const snippet = await app.control('share-embed').inputValue();
    expect(snippet).toMatch(/^<iframe src="http:\/\/[^"]+\?board=5x5&amp;algo=warnsdorff&amp;start=a1&amp;lang=en&amp;embed=1" title="Knight's Tour"/);
    await app.action('copy-embed').click();
    await expect(app.locator(S.shareCopied)).toHaveText(/Copied/);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(snippet);
    await app.control('share-link').focus();
    await page.keyboard.press('Escape');
    await expect(app.locator(S.share), 'Escape closes it').toHaveCount(0);
    await expect(app.action('share'), 'focus returns to the button').toBeFocused();
    await app.action('share').click();
    await app.action('close-share').click();
    await expect(app.locator(S.share)).toHaveCount(0);
  });
});
