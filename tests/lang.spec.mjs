// The interface speaks English, Traditional and Simplified Chinese, chosen by `lang=`,
// the browser's language, or the switcher.
import { test, expect, oneOf } from './support/fixtures.mjs';
import * as S from './support/selectors.mjs';
import { englishWords, textAndLabels } from './support/english.mjs';

test.describe('languages', () => {
  test('lang=zh-Hant speaks Traditional Chinese and the switcher changes it', async ({ app }) => {
    await app.open('?lang=zh-Hant&algo=warnsdorff&start=e3&autoplay=1&speed=1000');
    await expect(app.root).toHaveAttribute('lang', 'zh-Hant');
    await expect(app.locator(S.title)).toHaveText('騎士巡邏');
    // The tab's title and the page's language follow too.
    await expect(app.page).toHaveTitle('騎士巡邏');
    await expect(app.locator('html')).toHaveAttribute('lang', 'zh-Hant');
    await expect(app.root).toHaveAttribute('data-state', 'stuck');
    await expect(app.status).toHaveText(/^走了 59 步後在 a4 卡住/);
    await expect(app.action('play')).toHaveText('重播');
    await app.screenshot('desktop-zh-Hant');
    await app.control('lang').selectOption('zh-Hans');
    await expect(app.root).toHaveAttribute('lang', 'zh-Hans');
    await expect(app.locator(S.title)).toHaveText('骑士巡游');
    await expect(app.page).toHaveTitle('骑士巡游');
    await expect(app.locator('html')).toHaveAttribute('lang', 'zh-Hans');
    await expect(app.status).toHaveText(/^走了 59 步后在 a4 卡住/);
    await app.control('lang').selectOption('en');
    await expect(app.locator(S.title)).toHaveText("Knight's Tour");
    await expect(app.page).toHaveTitle("Knight's Tour");
    await expect(app.locator('html')).toHaveAttribute('lang', 'en');
    await expect(app.status).toHaveText(/^Stuck after 59 moves at a4/);
  });

  test.describe('in a browser set to Traditional Chinese', () => {
    test.use({ locale: 'zh-TW' });
    test('follows the browser language', async ({ app }) => {
      await app.open();
      await expect(app.root).toHaveAttribute('lang', 'zh-Hant');
      await expect(app.locator(S.title)).toHaveText('騎士巡邏');
      await expect(app.page).toHaveTitle('騎士巡邏');
      await expect(app.locator('html')).toHaveAttribute('lang', 'zh-Hant');
    });
  });

  test('names bad parameters in Chinese, and a bad lang value in English', async ({ app }) => {
    await app.open('?lang=zh-Hant&speed=0&board=0x8');
    const notice = app.locator(S.notice);
    await expect(notice).toContainText('網址參數 speed="0" 必須是 1 到 1000 之間的整數');
    await expect(notice).toContainText('棋盤的列數必須在 1 到 1000 之間，收到的是 0');
    await app.open('?lang=xx');
    await expect(notice).toContainText('lang="xx" must be en, zh-Hant or zh-Hans');
    await expect(app.root).toHaveAttribute('lang', 'en');
  });

  // Every kind of text: a run, a search, a survey, an impossibility, play mode (with a
  // refused click, a hint, the move list) and compare mode, with the explanations open.
  const VIEWS = [
    '&algo=warnsdorff&start=g3', '&algo=backtrack-edge&board=5x5&start=a1', '&algo=warnsdorff&survey=1',
    '&board=5x5&start=b5', '&mode=play&start=a1', '&mode=play&board=5x5&start=b5',
    '&mode=compare&vs=backtrack&board=5x5&start=a1&autoplay=1&speed=1000', '&mode=compare',
  ];
  for (const lang of ['zh-Hant', 'zh-Hans']) {
    for (const rest of VIEWS) {
      test(`no English in ${lang}: ${rest.slice(1)}`, async ({ app }) => {
        await app.open(`?lang=${lang}${rest}`);
        await expect(app.root).toHaveAttribute('lang', lang);
        await expect(app.root).toHaveAttribute('data-state', oneOf('paused', 'idle', 'stuck', 'done', 'moving'), { timeout: 20_000 });
        if (rest.includes('survey=1')) await expect(app.root).toHaveAttribute('data-survey', 'done');
        if (rest.includes('autoplay')) await expect(app.root).toHaveAttribute('data-state', oneOf('stuck', 'done'), { timeout: 20_000 });
        if (rest.includes('mode=play')) {
          // A refused click, a hint (a move, or why none), and the move list.
          await app.square('b4').click();
          await expect(app.locator(S.refused)).toBeVisible();
          await app.action('hint').click();
          await expect(app.locator(S.hint)).toHaveAttribute('data-hint', oneOf('move', 'lost'));
        } else if (await app.action('forward').isEnabled()) {
          await app.action('forward').click();
        }
        // The keyboard help and every settings group open, so their words are checked too.
        await app.locator(S.keyboardHelp).click();
        for (const closed of await app.locator(S.closedSections).all()) await closed.locator('summary').click();
        expect(englishWords(await textAndLabels(app.page)), `${lang}${rest}`).toEqual([]);
      });
    }
  }
});
