// Issue 6 (offline and safe): after one visit the app works with the network off
// (service worker + manifest, installable); it runs under the strict CSP the README
// documents with no violation; and it plays inside a sandboxed iframe.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openApp, waitForState, steppedSquares } from './support/browser.mjs';
import { STRICT_CSP } from './support/server.mjs';
import { tourProblem } from './support/tour.mjs';

describe('offline', () => {
  let env;
  before(async () => { env = await launch(); });
  after(async () => { await env.stop(); });

  it('reloads and solves with the network off after one visit, and is installable', async () => {
    const context = await env.browser.newContext();
    const page = await context.newPage();
    await page.goto(env.server.url);
    await page.waitForSelector('[data-rows]');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.waitForFunction(() => caches.keys().then((keys) => keys.length > 0));
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    // Test contexts are incognito, which Chromium never installs from; nothing else may be wrong.
    assert.deepEqual(installabilityErrors.map((e) => e.errorId).filter((id) => id !== 'in-incognito'), []);
    const manifest = await (await page.request.get(env.server.url + 'manifest.webmanifest')).json();
    assert.equal(manifest.start_url, './');
    assert.equal(manifest.display, 'standalone');

    // Other pages visited online never stand in for the app offline.
    await page.goto(env.server.url + 'embed-example.html');
    await page.goto(env.server.url + 'no-such-page').catch(() => {}); // an empty 404
    await context.setOffline(true);
    await page.goto(env.server.url + '?board=6x6&start=a1&autoplay=1&speed=1000');
    await waitForState(page, ['done'], 20000);
    assert.equal(tourProblem(await steppedSquares(page), 6, 6), null);
    await context.close();
  });
});

describe('strict Content-Security-Policy', () => {
  let env;
  before(async () => { env = await launch({ headers: { 'content-security-policy': STRICT_CSP, 'access-control-allow-origin': '*' } }); });
  after(async () => { await env.stop(); });

  const watchViolations = () => {
    window.violations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.violations.push(`${event.violatedDirective}: ${event.blockedURI}`);
    });
  };

  it('runs every mode, the share dialog and the exports without a violation', async () => {
    const page = await openApp(env, '?board=6x6&algo=warnsdorff&start=a1&autoplay=1&speed=1000', undefined, { initScript: watchViolations });
    const elsewhere = [];
    page.on('request', (request) => {
      const url = request.url();
      if (!url.startsWith(env.server.url) && !url.startsWith('data:')) elsewhere.push(url);
    });
    await waitForState(page, ['done', 'stuck'], 20000);
    await page.click('[data-action="share"]');
    await page.click('[data-action="close-share"]');
    await page.click('[data-testid="export"] summary');
    await Promise.all([page.waitForEvent('download'), page.click('[data-action="download-png"]')]);
    await Promise.all([page.waitForEvent('download'), page.click('[data-action="download-svg"]')]);
    await page.click('[data-mode="play"]');
    await page.click('[data-square="a1"]');
    await page.click('[data-action="hint"]');
    await page.waitForSelector('[data-testid="hint"][data-hint="move"]');
    await page.click('[data-mode="compare"]');
    await page.click('svg[data-side="first"] [data-square="a1"]');
    await waitForState(page, ['playing', 'paused', 'done', 'stuck']);
    assert.deepEqual(await page.evaluate(() => window.violations), []);
    assert.deepEqual(elsewhere, [], 'no request leaves the origin');
    assert.deepEqual(page.problems, []);
    await page.close();
  });

  it('plays in a sandboxed iframe and posts its progress to the host', async () => {
    const host = await env.browser.newPage();
    const src = `${env.server.url}?embed=1&board=5x5&start=a1&autoplay=1&speed=1000`;
    await host.setContent(`<iframe sandbox="allow-scripts" src="${src}" width="400" height="500"></iframe>
      <script>window.heard = []; addEventListener('message', (e) => window.heard.push(e.data.event));</script>`);
    await host.waitForFunction(() => window.heard.includes('done'), null, { timeout: 20000 });
    const heard = await host.evaluate(() => window.heard);
    assert.equal(heard[0], 'started');
    // A run without a tour ends with 'stuck' (seed 001's e3).
    const stuck = `${env.server.url}?embed=1&algo=warnsdorff&start=e3&autoplay=1&speed=1000`;
    await host.setContent(`<iframe sandbox="allow-scripts" src="${stuck}" width="400" height="500"></iframe>
      <script>window.heard = []; addEventListener('message', (e) => window.heard.push(e.data));</script>`);
    await host.waitForFunction(() => window.heard.some((m) => m.event === 'stuck'), null, { timeout: 20000 });
    const last = await host.evaluate(() => window.heard.at(-1));
    assert.deepEqual([last.event, last.step, last.outcome], ['stuck', 60, 'stuck']);
    await host.close();
  });
});
