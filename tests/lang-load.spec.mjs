// The page carries English whole, and the Chinese tables (lang-zh-Hant.json,
// lang-zh-Hans.json beside the page) are fetched when a language first asks for them. The page shows that language as soon as
// its table arrives, the service worker keeps them for offline visits, and a table that
// cannot be fetched leaves the page in English with one notice. The build puts a hash of
// each table's content in its name, so an old table a cache keeps under another name
// never stands beside a new page.
import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from './support/fixtures.mjs';
import * as S from './support/selectors.mjs';
import { distDir, plainName } from './support/server.mjs';

/** The language tables the page requests from now on, by file name as written (the
 * build's names carry a hash of the content). */
function tablesRequested(page) {
  const requested = [];
  page.on('request', (request) => {
    const name = plainName(new URL(request.url()).pathname.split('/').pop());
    if (/^lang-.*\.json$/.test(name)) requested.push(name);
  });
  return requested;
}

test.describe('language tables', () => {
  test('a Chinese page fetches its table and speaks Chinese; the wasm carries no Chinese', async ({ app, page }) => {
    const requested = tablesRequested(page);
    await app.open('?lang=zh-Hant&algo=warnsdorff&start=e3&autoplay=1&speed=1000');
    await expect(app.root).toHaveAttribute('lang', 'zh-Hant');
    await expect(app.locator(S.title)).toHaveText('騎士巡邏');
    await expect(app.status).toHaveText(/^走了 59 步後在 a4 卡住/, { timeout: 20_000 });
    expect(requested).toEqual(['lang-zh-Hant.json']);
    // The link keeps the language asked for.
    expect(new URL(page.url()).searchParams.get('lang')).toBe('zh-Hant');

    // The page's module and the engine's: the page's words are its own, and the engine
    // words none.
    const wasm = fs.readdirSync(distDir).filter((name) => name.endsWith('_bg.wasm')).sort();
    expect(wasm).toEqual([
      expect.stringMatching(/^tour-engine-[0-9a-f]{8}_bg\.wasm$/),
      expect.stringMatching(/^tour-web-[0-9a-f]{1,16}_bg\.wasm$/),
    ]);
    const [engine, module] = wasm.map((name) => fs.readFileSync(path.join(distDir, name)));
    expect(module.includes("Knight's Tour"), 'the English table is in the page\'s wasm').toBe(true);
    for (const chinese of ['騎士巡邏', '骑士巡游', '把騎士放在起點', '把骑士放在起点']) {
      expect(module.includes(chinese), `${chinese} is not in the page's wasm`).toBe(false);
    }
    for (const chinese of ['把騎士放在起點', '把骑士放在起点']) {
      expect(engine.includes(chinese), `${chinese} is not in the engine`).toBe(false);
    }
  });

  test('English needs no table: the first screen, a first tour and play mode', async ({ app, page }) => {
    const requested = tablesRequested(page);
    const later = async () => (await page.content()).includes('⋯');
    const engine = [];
    page.on('request', (request) => {
      const name = new URL(request.url()).pathname.split('/').pop();
      if (name.startsWith('tour-engine')) engine.push(name);
    });
    // A link with a first tour's parameters, on a board where every square starts one.
    await app.open('?lang=en&board=8x8&algo=warnsdorff');
    await expect(app.locator(S.title)).toHaveText("Knight's Tour");
    await page.waitForTimeout(1_000);
    expect(requested, 'no table is fetched before the first click').toEqual([]);
    expect(engine, 'nor the engine').toEqual([]);
    expect(await later(), 'the first screen has all its words').toBe(false);
    await app.square('g3').click();
    await app.action('end').click();
    await expect(app.root).toHaveAttribute('data-state', 'done');
    await expect(app.status).toHaveText(/Tour complete: 64\/64/);
    expect(await later(), 'a first tour has all its words').toBe(false);
    await page.waitForTimeout(1_000);
    await app.locator(S.mode('play')).click();
    await expect(app.action('undo')).toHaveText('Undo');
    expect(await later(), 'play mode has all its words').toBe(false);
    expect(requested, 'no table is fetched for English').toEqual([]);
  });

  test('a link to play mode shows all its English words at once', async ({ app, page }) => {
    const requested = tablesRequested(page);
    await app.open('?lang=en&mode=play&board=5x5&walk=a1,b3');
    await expect(app.locator(S.title)).toHaveText("Knight's Tour");
    await expect(app.action('undo')).toHaveText('Undo');
    expect(await page.content()).not.toContain('⋯');
    expect(requested).toEqual([]);
  });

  test('a link to a board where some square starts no tour has the reason\'s words', async ({ app, page }) => {
    const requested = tablesRequested(page);
    await app.open('?board=5x5&start=b1&algo=fast');
    await expect(app.status).toHaveText(/^No tour from b1: the board has an odd number of squares/);
    expect(await page.content()).not.toContain('⋯');
    expect(requested).toEqual([]);
  });

  test('switching language loads its table once, then switches at once', async ({ app, page }) => {
    const requested = tablesRequested(page);
    await app.open('?lang=en&algo=warnsdorff&start=e3&autoplay=1&speed=1000');
    await expect(app.status).toHaveText(/^Stuck after 59 moves at a4/, { timeout: 20_000 });
    await app.control('lang').selectOption('zh-Hans');
    await expect(app.root).toHaveAttribute('lang', 'zh-Hans');
    await expect(app.locator(S.title)).toHaveText('骑士巡游');
    await expect(app.status).toHaveText(/^走了 59 步后在 a4 卡住/);
    await app.control('lang').selectOption('zh-Hant');
    await expect(app.locator(S.title)).toHaveText('騎士巡邏');
    await app.control('lang').selectOption('en');
    await expect(app.locator(S.title)).toHaveText("Knight's Tour");
    await app.control('lang').selectOption('zh-Hans');
    await expect(app.locator(S.title)).toHaveText('骑士巡游');
    expect(requested).toEqual(['lang-zh-Hans.json', 'lang-zh-Hant.json']);
  });

  test('after one visit in English, every table works offline', async ({ app, page, context }) => {
    await app.open('?lang=en');
    await page.evaluate(() => navigator.serviceWorker.ready);
    const cached = () => page.evaluate(async () => {
      const names = [];
      for (const key of await caches.keys()) {
        for (const request of await (await caches.open(key)).keys()) names.push(new URL(request.url).pathname.split('/').pop());
      }
      return names.filter((name) => name.startsWith('lang-')).sort();
    }).then((names) => names.map(plainName));
    await expect.poll(cached, 'the service worker caches the tables').toEqual(['lang-zh-Hans.json', 'lang-zh-Hant.json']);
    await context.setOffline(true);
    await app.open('?lang=zh-Hans&board=6x6&start=a1&autoplay=1&speed=1000');
    await expect(app.root).toHaveAttribute('lang', 'zh-Hans');
    await expect(app.locator(S.title)).toHaveText('骑士巡游');
    await expect(app.root).toHaveAttribute('data-state', 'done', { timeout: 20_000 });
    await app.control('lang').selectOption('zh-Hant');
    await expect(app.locator(S.title)).toHaveText('騎士巡邏');
  });

  test.describe('when a table is slow or cannot be fetched', () => {
    // No service worker, which would fetch (and cache) the table past the route.
    test.use({ serviceWorkers: 'block', allowedConsoleErrors: [/^Failed to load resource: .*lang-zh-Hant(-\w+)?\.json\)$/] });

    // Refused at once (the first render waits for the answer), or after the first render
    // has given up waiting (the app waits on the same fetch).
    for (const delay of [0, 1000]) {
      test(`the page stays in English and says so once (refused after ${delay} ms)`, async ({ app, page }) => {
        let refused = 0;
        await page.route(/\/lang-zh-Hant(-\w+)?\.json$/, async (route) => {
          refused += 1;
          await new Promise((resolve) => setTimeout(resolve, delay));
          await route.fulfill({ status: 404, body: '' });
        });
        await app.open('?lang=zh-Hant&board=5x5');
        const notice = app.locator(S.noticeItems);
        await expect(notice).toHaveText(['The 繁體中文 texts could not be loaded, so the page stayed in English.']);
        expect(refused).toBe(1);
        await expect(app.root).toHaveAttribute('lang', 'en');
        await expect(app.locator(S.title)).toHaveText("Knight's Tour");
        await expect(page).toHaveTitle("Knight's Tour");
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
        await expect(app.control('lang')).toHaveValue('en');
        await expect.poll(() => new URL(page.url()).searchParams.get('lang')).toBe('en');
        // Asking again tries again, and the notice is not repeated.
        await app.control('lang').selectOption('zh-Hant');
        await expect.poll(() => refused).toBe(2);
        await expect(app.control('lang')).toHaveValue('en', { timeout: delay + 10_000 });
        await expect(notice).toHaveCount(1);
        // Another language still loads.
        await app.control('lang').selectOption('zh-Hans');
        await expect(app.locator(S.title)).toHaveText('骑士巡游');
      });
    }

    test('a slow table: the page opens in English and switches when it arrives', async ({ app, page }) => {
      await page.route(/\/lang-zh-Hans(-\w+)?\.json$/, async (route) => {
        const response = await route.fetch();
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.fulfill({ response });
      });
      await page.goto('?lang=zh-Hans&board=6x6&start=a1&autoplay=1&speed=1000');
      await expect(app.locator(S.title)).toHaveText("Knight's Tour");
      await expect(app.control('lang')).toHaveValue('zh-Hans');
      await expect(app.locator(S.title)).toHaveText('骑士巡游');
      await expect(app.root).toHaveAttribute('lang', 'zh-Hans');
      await expect(page).toHaveTitle('骑士巡游');
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
      await expect(app.root).toHaveAttribute('data-state', 'done', { timeout: 20_000 });
      await expect(app.status).toHaveText(/^巡游完成/);
      expect(new URL(page.url()).searchParams.get('lang')).toBe('zh-Hans');
    });
  });
});

// What a cache may still hold of the last build, under the names it had then: a host that
// caches every file for a while (GitHub Pages sends max-age=600), or the service worker of
// the last version. Files the build copies as they are were once named as written; their
// old contents here are a table that lacks an entry and has other words, and scripts and
// styles with nothing in them. The page asks only for this build's names, which carry a
// hash of each file's content, so none of it is ever served beside it.
test.describe('an old build\'s files, still cached under their names', () => {
  /** This build's copy of the file written as `plain`. */
  const built = (plain) => fs.readdirSync(distDir).find((name) => plainName(name) === plain);
  /** The files copied as they are, as written. */
  const COPIED = ['lang-zh-Hant.json', 'lang-zh-Hans.json',
    'tour-engine-pool.js', 'tour-engine-loader.js', 'tour-engine.js', 'tour-engine_bg.wasm'];
  /** An older table: one entry fewer, and the title changed. */
  const oldTable = (plain) => {
    const table = JSON.parse(fs.readFileSync(path.join(distDir, built(plain)), 'utf8'));
    delete table.imp_intro;
    return JSON.stringify({ ...table, title: 'An old title' });
  };
  const oldBody = (plain) => (plain.endsWith('.json') ? oldTable(plain) : '');

  /** Opens links that need each of them, switches to 繁體中文 and back, and requires the
   * words right at every step: the English texts whole (no `⋯`), no notice that a table
   * failed. */
  const wordsStayRight = async (app, page) => {
    await app.open('?lang=en&mode=play&board=5x5&walk=a1,b3');
    await expect(app.action('undo')).toHaveText('Undo');
    await expect(app.locator(S.title)).toHaveText("Knight's Tour");
    await app.control('lang').selectOption('zh-Hant');
    await expect(app.root).toHaveAttribute('lang', 'zh-Hant');
    await expect(app.locator(S.title)).toHaveText('騎士巡邏');
    await expect(app.action('undo')).toHaveText('悔棋');
    await app.control('lang').selectOption('en');
    await expect(app.locator(S.title)).toHaveText("Knight's Tour");
    await expect(app.locator(S.noticeItems)).toHaveCount(0);
    expect(await page.content()).not.toContain('⋯');
    // The gallery and the engine.
    await app.open('?lang=en&board=6x6&algo=warnsdorff&survey=1');
    await expect(app.status).toHaveText(/^Survey of 36 starts/, { timeout: 20_000 });
    await app.locator('[data-testid="gallery"] > summary').click();
    await expect(app.locator('[data-testid="gallery"] [data-tour-entry]').first()).toBeVisible();
    expect(await page.content()).not.toContain('⋯');
  };

  test.describe('by the host', () => {
    test.use({ serviceWorkers: 'block' });

    test('the page never asks for them, and keeps its words right', async ({ app, page }) => {
      const served = [];
      await page.route((url) => COPIED.includes(url.pathname.split('/').pop()), (route) => {
        const plain = new URL(route.request().url()).pathname.split('/').pop();
        served.push(plain);
        return route.fulfill({ status: 200, body: oldBody(plain) });
      });
      await wordsStayRight(app, page);
      expect(served, 'old files served').toEqual([]);
    });
  });

  test('by the last version\'s service worker, and keeps its words right', async ({ app, page }) => {
    await app.open('?lang=en');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(() => page.evaluate(() => caches.keys().then((keys) => keys.length))).toBe(1);
    // The last version's cache, made before this version's, as it was: its files under
    // the names they had.
    const old = Object.fromEntries(COPIED.map((plain) => [plain, oldBody(plain)]));
    await page.evaluate(async (old) => {
      const [current] = await caches.keys();
      const cache = await caches.open(current);
      const kept = await Promise.all((await cache.keys()).map(async (request) => [request, await cache.match(request)]));
      await caches.delete(current);
      const last = await caches.open('knights-tour-0000000000000000');
      for (const [name, body] of Object.entries(old)) await last.put(name, new Response(body));
      const again = await caches.open(current);
      for (const [request, response] of kept) await again.put(request, response);
    }, old);
    await wordsStayRight(app, page);
  });
});
