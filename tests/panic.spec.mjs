// A panic is caught and said. Against the test build (dist-test/, `cargo xtask build-test`:
// the release build with the feature test-panic, which the release leaves out), whose
// address parameter sets one off: `test-panic=page` panics in the page's render after a
// square is chosen, `test-panic=engine` in the engine on the first job a person waits for.
// A panic in the page shows a notice over the board in the page's language, with the link
// to what was on screen and Reload; the app root's data-state reads `error`, an embedding
// page hears `{ source: 'knights-tour', event: 'error', message }`, and Reload brings back
// a page that works. A panic in the engine ends only its job: the page says so, and the
// next jobs (a survey, a tour count) run on a fresh worker.
import { test, expect, oneOf } from './support/fixtures.mjs';
import * as S from './support/selectors.mjs';

const LANGS = ['en', 'zh-Hant', 'zh-Hans'];


/** What each language says (the catalogue's after_panic, after_reload and
 * engine_failed). */
const SAID = {
  en: {
    panic: 'The page stopped on an error. This link reopens what was on screen:',
    reload: 'Reload',
    engineFailed: 'The search engine stopped on an error, and this work with it. Try again.',
  },
  'zh-Hant': {
    panic: '頁面因錯誤而停止。這個連結會重新開啟剛才的畫面：',
    reload: '重新載入',
    engineFailed: '搜尋引擎發生錯誤而停止，這項工作也隨之中止。請再試一次。',
  },
  'zh-Hans': {
    panic: '页面因错误而停止。这个链接会重新打开刚才的画面：',
    reload: '重新加载',
    engineFailed: '搜索引擎发生错误而停止，这项工作也随之中止。请再试一次。',
  },
};

/** Whether `inner`'s box covers `outer`'s middle: the notice lies over the board. */
async function covers(inner, outer) {
  const [a, b] = [await inner.boundingBox(), await outer.boundingBox()];
  const [x, y] = [b.x + b.width / 2, b.y + b.height / 2];
  return a.x <= x && x <= a.x + a.width && a.y <= y && y <= a.y + a.height;
}

test.describe('a panic in the page', () => {
  test.use({
    testBuild: true,
    // What the panic leaves in the console: its message (console_error_panic_hook), then
    // the trap that ends the call as a page error. (One pattern: test.use reads an array
    // of two or more as a value and its options.)
    allowedConsoleErrors: [/^panicked at .*\ntest-panic: the page panics on purpose\n|^unreachable \(/],
  });

  for (const lang of LANGS) {
    test(`is said over the board in ${lang}, and an embedding page hears it`, async ({ page, baseURL }) => {
      const said = SAID[lang];
      await page.setContent(`<!doctype html><body style="margin:0">
        <iframe id="app" src="${baseURL}?embed=1&board=6x6&lang=${lang}&test-panic=page" width="480" height="620" style="border:0"></iframe>
      </body>`);
      await page.evaluate(() => {
        window.heard = [];
        addEventListener('message', (event) => window.heard.push(event.data));
      });
      const frame = page.frameLocator('#app');
      await expect(frame.locator(`${S.app}[data-state="idle"]`)).toBeAttached({ timeout: 30_000 });
      await expect(frame.locator(S.app)).toHaveAttribute('lang', lang);
      await frame.locator(S.square('a1')).click();

      const notice = frame.locator(S.panicNotice);
      await expect(notice).toBeVisible();
      await expect(notice).toHaveAttribute('role', 'alert');
      await expect(notice.locator('p')).toHaveText(said.panic);
      await expect(notice.getByRole('button', { name: said.reload })).toBeVisible();
      const frameUrl = page.frame({ url: /test-panic|embed=1/ })?.url() ?? '';
      const link = notice.locator('a');
      // The address bar holds the state's link (the app wrote it, without test-panic=).
      const href = await link.getAttribute('href');
      expect(href).toContain('board=6x6');
      expect(href).not.toContain('test-panic');
      expect(frameUrl).toBe(href);
      await expect(link).toHaveText(href);
      expect(await covers(notice, frame.locator(S.board)), 'the notice lies over the board').toBe(true);
      await expect(frame.locator(S.app)).toHaveAttribute('data-state', 'error');

      await expect.poll(() => page.evaluate(() => window.heard.filter((message) => message?.event === 'error')))
        .toEqual([{ source: 'knights-tour', event: 'error', message: expect.stringContaining('test-panic: the page panics on purpose') }]);
    });
  }

  test('Reload brings back a page that works, at the link', async ({ app, page }) => {
    await app.open('?board=6x6&test-panic=page');
    await expect(app.root).toHaveAttribute('data-state', 'idle');
    // The app has written the state's link into the address bar: test-panic= is gone.
    await expect.poll(() => page.url()).not.toContain('test-panic');
    await app.square('a1').click();
    const notice = page.locator(S.panicNotice);
    await expect(notice).toBeVisible();
    await expect(app.root).toHaveAttribute('data-state', 'error');
    expect(await covers(notice, app.board), 'the notice lies over the board').toBe(true);
    expect(await notice.locator('a').getAttribute('href')).toBe(page.url());

    await notice.getByRole('button', { name: 'Reload' }).click();
    await expect(notice).toHaveCount(0);
    await expect(app.board).toBeVisible();
    await expect(app.root).toHaveAttribute('data-state', 'idle');
    expect(await app.boardSize()).toEqual({ rows: 6, cols: 6 });
    await app.square('a1').click();
    await expect(app.root).toHaveAttribute('data-state', oneOf('playing', 'paused', 'done'), { timeout: 20_000 });
    await expect(app.locator(S.stepped).first()).toBeAttached();
  });
});

test.describe('a panic in the engine', () => {
  test.use({
    testBuild: true,
    // The engine's panic hook logs the panic's message (console_error_panic_hook).
    allowedConsoleErrors: [/^panicked at .*\ntest-panic: the engine panics on purpose\n/],
  });

  for (const lang of LANGS) {
    test(`ends only its job, said in ${lang}; the next jobs run`, async ({ app }) => {
      const said = SAID[lang];
      // The link's survey is the first job a person waits for: its first share panics.
      await app.open(`?board=5x5&algo=warnsdorff&survey=1&lang=${lang}&test-panic=engine`);
      await expect(app.status).toHaveText(said.engineFailed, { timeout: 30_000 });
      await expect(app.root).toHaveAttribute('data-state', 'idle');
      await expect(app.root).not.toHaveAttribute('data-survey', 'running');
      await expect(app.root).toHaveAttribute('data-engine', 'workers');

      // The next survey runs to its end on a fresh worker.
      await app.action('survey').click();
      await expect(app.root).toHaveAttribute('data-survey', 'done', { timeout: 30_000 });
      await expect(app.locator(S.surveyed)).toHaveCount(25);
      await expect(app.status).not.toHaveText(said.engineFailed);
      // And a run's tour count, a background job.
      await app.square('a1').click();
      await expect(app.root).toHaveAttribute('data-state', oneOf('playing', 'paused', 'done'), { timeout: 20_000 });
      await expect(app.locator(S.stats)).toContainText('304', { timeout: 20_000 });
    });
  }

  test.describe('on the page\'s own thread, where workers are blocked', () => {
    // The engine's trap reaches the page as an uncaught error.
    test.use({ allowedConsoleErrors: [/^panicked at .*\ntest-panic: the engine panics on purpose\n|^Uncaught RuntimeError: unreachable|^unreachable/] });

    test('ends only its job, said; the next survey runs', async ({ app, page }) => {
      await page.addInitScript(() => { delete window.Worker; });
      await app.open('?board=5x5&algo=warnsdorff&survey=1&test-panic=engine');
      await expect(app.status).toHaveText(SAID.en.engineFailed, { timeout: 30_000 });
      await expect(app.root).toHaveAttribute('data-state', 'idle');
      await expect(app.root).toHaveAttribute('data-engine', 'page');
      await app.action('survey').click();
      await expect(app.root).toHaveAttribute('data-survey', 'done', { timeout: 30_000 });
      await expect(app.locator(S.surveyed)).toHaveCount(25);
      await expect(app.status).not.toHaveText(SAID.en.engineFailed);
    });
  });
});
