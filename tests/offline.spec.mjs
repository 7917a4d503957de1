// Offline and safe: after one visit the app works with the network off (service worker
// and manifest, installable); where the browser cannot keep the offline copy it works
// online all the same and says, in one quiet line, that offline use is unavailable; it runs
// under the strict CSP docs/embedding.md documents with no violation; and it plays inside a
// sandboxed iframe.
import { test, expect, oneOf } from './support/fixtures.mjs';
import * as S from './support/selectors.mjs';
import { STRICT_CSP } from './support/server.mjs';
import { tourProblem } from './support/tour.mjs';

test.describe('offline', () => {
  // The 404 page the test visits on purpose logs its status as an error.
  test.use({ allowedConsoleErrors: [/^Failed to load resource: the server responded with a status of 404 \(\) \(chrome-error:\/\/chromewebdata\/\)$/] });

  test('reloads and solves with the network off after one visit, and is installable', async ({ app, page, context, baseURL }) => {
    await app.open();
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(() => page.evaluate(() => caches.keys().then((keys) => keys.length)), 'caches filled by the service worker').toBeGreaterThan(0);
    await expect(page.locator(S.offlineUnavailable), 'nothing says offline use is unavailable').toHaveCount(0);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // Test contexts are incognito, which Chromium never installs from; nothing else may be wrong.
    expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito')).toEqual([]);
    const manifestURL = await page.locator('link[rel="manifest"]').evaluate((link) => link.href);
    const manifest = await (await page.request.get(manifestURL)).json();
    expect(manifest).toMatchObject({ start_url: './', display: 'standalone' });

    // Other pages visited online never stand in for the app offline.
    await page.goto('embed-example.html');
    // An empty 404, which Chromium reports as a failed navigation.
    await expect(page.goto('no-such-page')).rejects.toThrow(/ERR_HTTP_RESPONSE_CODE_FAILURE/);
    await context.setOffline(true);
    await app.open('?board=6x6&start=a1&autoplay=1&speed=1000');
    await expect(app.root).toHaveAttribute('data-state', 'done', { timeout: 20_000 });
    expect(tourProblem(await app.steppedSquares(), 6, 6)).toBeNull();
  });
});

test.describe('where the browser cannot keep the offline copy', () => {
  /** Solves a tour from a link, and finds the quiet line under the app in English, then in
   * 繁體中文 and 简体中文 as the language changes. */
  const solvesAndSaysSo = async (app, page) => {
    await app.open('?board=6x6&start=a1&autoplay=1&speed=1000');
    await expect(app.root).toHaveAttribute('data-state', 'done', { timeout: 20_000 });
    expect(tourProblem(await app.steppedSquares(), 6, 6)).toBeNull();
    const line = page.locator(S.offlineUnavailable);
    await expect(line).toHaveText('Offline use is unavailable in this browser.');
    await expect(line).toHaveCount(1);
    await app.control('lang').selectOption('zh-Hant');
    await expect(app.locator(S.title)).toHaveText('騎士巡邏');
    await expect(line).toHaveText('此瀏覽器無法離線使用本程式。');
    await app.control('lang').selectOption('zh-Hans');
    await expect(line).toHaveText('此浏览器无法离线使用本程序。');
    // The app still answers a click.
    await app.square('b1').click();
    await expect(app.root).toHaveAttribute('data-state', 'done', { timeout: 20_000 });
    await expect(line).toHaveCount(1);
  };

  test.describe('a file of the build cannot be fetched while the worker installs', () => {
    // The example page's stylesheet, which only the service worker fetches.
    test.use({ serverOptions: { alter: (file, body) => (/^\/embed-example-[0-9a-f]{8}\.css$/.test(file) ? null : body) } });

    test('the app works and says offline use is unavailable', async ({ app, page }) => {
      await solvesAndSaysSo(app, page);
      expect(await page.evaluate(() => navigator.serviceWorker.getRegistration()), 'no worker is kept').toBeUndefined();
    });
  });

  test.describe('the storage is full', () => {
    // The worker's Cache Storage refuses, as a browser whose quota is used up does.
    test.use({
      serverOptions: {
        alter: (file, body) => (file !== '/sw.js' ? body : Buffer.concat([
          Buffer.from("CacheStorage.prototype.open = () => Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));\n"),
          body,
        ])),
      },
    });

    test('the app works and says offline use is unavailable', async ({ app, page }) => {
      await solvesAndSaysSo(app, page);
    });
  });

  test.describe('the browser has no service worker', () => {
    test('the app works and says offline use is unavailable', async ({ app, page }) => {
      await page.addInitScript(() => { delete Navigator.prototype.serviceWorker; });
      await solvesAndSaysSo(app, page);
    });
  });
});

test.describe('strict Content-Security-Policy', () => {
  test.use({ serverHeaders: { 'content-security-policy': STRICT_CSP, 'access-control-allow-origin': '*' } });

  test('runs every mode, the share dialog and the exports without a violation', async ({ app, page, baseURL }) => {
    await page.addInitScript(() => {
      window.violations = [];
      document.addEventListener('securitypolicyviolation', (event) => {
        window.violations.push(`${event.violatedDirective}: ${event.blockedURI}`);
      });
    });
    const elsewhere = [];
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(baseURL) && !url.startsWith('data:')) elsewhere.push(url);
    });
    const response = await page.goto('?board=6x6&algo=warnsdorff&start=a1&autoplay=1&speed=1000');
    expect(response.headers()['content-security-policy'], 'the page is served with the policy').toBe(STRICT_CSP);
    await expect(app.board).toBeVisible();
    await expect(app.root).toHaveAttribute('data-state', oneOf('done', 'stuck'), { timeout: 20_000 });
    await app.action('share').click();
    await app.action('close-share').click();
    await app.locator(S.exportToggle).click();
    await Promise.all([page.waitForEvent('download'), app.action('download-png').click()]);
    await Promise.all([page.waitForEvent('download'), app.action('download-svg').click()]);
    await app.locator(S.mode('play')).click();
    await app.square('a1').click();
    await app.action('hint').click();
    await expect(app.locator(S.hint)).toHaveAttribute('data-hint', 'move');
    await app.locator(S.mode('compare')).click();
    await app.locator(`${S.sideBoard('first')} ${S.square('a1')}`).click();
    await expect(app.root).toHaveAttribute('data-state', oneOf('playing', 'paused', 'done', 'stuck'));
    expect(await page.evaluate(() => window.violations)).toEqual([]);
    expect(elsewhere, 'no request leaves the origin').toEqual([]);
  });

  /** Loads the app at `query` in a sandboxed iframe (opaque origin) of a blank host page
   * that records the messages it posts. */
  const hostSandboxed = (page, src) => page.setContent(`<iframe sandbox="allow-scripts" src="${src}" width="400" height="500"></iframe>
    <script>window.heard = []; addEventListener('message', (e) => window.heard.push(e.data));</script>`);

  test.describe('in a sandboxed iframe', () => {
    test('plays and posts its progress to the host', async ({ page, baseURL }) => {
      const heard = () => page.evaluate(() => window.heard);
      await hostSandboxed(page, `${baseURL}?embed=1&board=5x5&start=a1&autoplay=1&speed=1000`);
      await expect.poll(async () => (await heard()).map((m) => m.event), { timeout: 20_000 }).toContain('done');
      expect((await heard())[0].event).toBe('started');
      // A run without a tour ends with 'stuck' (seed 001's e3).
      await hostSandboxed(page, `${baseURL}?embed=1&algo=warnsdorff&start=e3&autoplay=1&speed=1000`);
      await expect.poll(async () => (await heard()).map((m) => m.event), { timeout: 20_000 }).toContain('stuck');
      const last = (await heard()).at(-1);
      expect([last.event, last.step, last.outcome]).toEqual(['stuck', 60, 'stuck']);
    });
  });

  test('a sandboxed iframe gets the stylesheets', async ({ page, baseURL }) => {
    await hostSandboxed(page, `${baseURL}?embed=1&board=5x5&start=a1&code=1`);
    const frame = page.frameLocator('iframe');
    await expect(frame.locator(S.board).first()).toBeVisible();
    const loaded = await frame.locator(S.stylesheet).evaluate((link) => link.sheet !== null);
    expect(loaded, 'the stylesheet applies in the sandboxed frame').toBe(true);
  });
});
