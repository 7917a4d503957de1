// Issue 5 (part): the interface speaks English, Traditional and Simplified Chinese,
// chosen by `lang=`, the browser's language, or the switcher.
import { describe, it, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, openApp, waitForState, statusText, screenshot } from './support/browser.mjs';

describe('languages', () => {
  let env;
  before(async () => { env = await launch(); });
  after(async () => { await env.stop(); });

  it('lang=zh-Hant speaks Traditional Chinese and the switcher changes it', async () => {
    const page = await openApp(env, '?lang=zh-Hant&algo=warnsdorff&start=e3&autoplay=1&speed=1000');
    assert.equal(await page.getAttribute('.app', 'lang'), 'zh-Hant');
    assert.equal(await page.textContent('h1'), '騎士巡邏');
    await waitForState(page, ['stuck']);
    assert.match(await statusText(page), /^走了 59 步後在 a4 卡住/);
    assert.equal(await page.textContent('[data-action="play"]'), '重播');
    await screenshot(page, 'desktop-zh-Hant');
    await page.selectOption('[data-control="lang"]', 'zh-Hans');
    assert.equal(await page.textContent('h1'), '骑士巡游');
    assert.match(await statusText(page), /^走了 59 步后在 a4 卡住/);
    await page.selectOption('[data-control="lang"]', 'en');
    assert.equal(await page.textContent('h1'), "Knight's Tour");
    assert.deepEqual(page.problems, []);
    await page.close();
  });

  it('follows the browser language and names a bad lang value', async () => {
    const context = await env.browser.newContext({ locale: 'zh-TW' });
    const page = await context.newPage();
    await page.goto(env.server.url);
    await page.waitForSelector('[data-rows]');
    assert.equal(await page.getAttribute('.app', 'lang'), 'zh-Hant');
    await context.close();
    const zh = await openApp(env, '?lang=zh-Hant&speed=0&board=0x8');
    const notice = await zh.textContent('[data-testid="notice"]');
    assert.match(notice, /網址參數 speed="0" 必須是 1 到 1000 之間的整數/);
    assert.match(notice, /棋盤的列數必須在 1 到 1000 之間，收到的是 0/);
    await zh.close();
    const bad = await openApp(env, '?lang=xx');
    assert.match(await bad.textContent('[data-testid="notice"]'), /lang="xx" must be en, zh-Hant or zh-Hans/);
    assert.equal(await bad.getAttribute('.app', 'lang'), 'en');
    await bad.close();
  });

  it('leaves no English in the Chinese interfaces (text, labels and tooltips)', async () => {
    // Allowed: square names, numbers, algorithm and order IDs, proper names, key names,
    // file formats.
    const allowed = /\b([a-z]{1,2}\d+|\d+|warnsdorff|accessibility|random|backtrack(-edge|-warnsdorff)?|fast|gossip|deitel|ithome(-reader)?|Warnsdorff|Schwenk|Deitel|iThome|Algorithm Gossip|Enter|Esc|Home|End|Space|English|ms|s|x|K|J|L|R|o|C|B|X|U|H|txt|JSON|SVG|PNG|Backspace|Ctrl)\b/g;
    for (const lang of ['zh-Hant', 'zh-Hans']) {
      for (const rest of ['&algo=warnsdorff&start=g3', '&algo=backtrack-edge&board=5x5&start=a1', '&algo=warnsdorff&survey=1', '&board=5x5&start=b5', '&mode=play&start=a1', '&mode=play&board=5x5&start=b5', '&mode=compare&vs=backtrack&board=5x5&start=a1&autoplay=1&speed=1000', '&mode=compare']) {
        const page = await openApp(env, `?lang=${lang}${rest}`);
        await waitForState(page, ['paused', 'idle', 'stuck', 'done', 'moving'], 20000);
        if (rest.includes('autoplay')) await waitForState(page, ['stuck', 'done'], 20000);
        if (rest.includes('mode=play')) {
          // A refused click, a hint (a move, or why none), and the move list.
          await page.click('[data-square="b4"]');
          await page.click('[data-action="hint"]');
          await page.waitForSelector('[data-testid="hint"]:not([data-hint="searching"])');
        } else if (await page.isEnabled('[data-action="forward"]')) await page.click('[data-action="forward"]');
        await page.click('details summary');
        const text = await page.evaluate(() => document.querySelector('.app').innerText + ' '
          + [...document.querySelectorAll('[aria-label],[title]')]
            .map((e) => `${e.getAttribute('aria-label') || ''} ${e.getAttribute('title') || ''}`).join(' '));
        const english = text.replace(allowed, ' ').match(/[A-Za-z]{2,}/g) || [];
        assert.deepEqual([...new Set(english)], [], `${lang}${rest}`);
        await page.close();
      }
    }
  });
});
