// A language switch leaves nothing of the old language: each situation below is reached
// in English, the switcher changes the language to Simplified or Traditional Chinese,
// and the situation's texts must still be shown, in Chinese, with no English left in the
// page's visible text (the "no English left" heuristic of lang.spec.mjs); switching back
// to English must bring the English texts back, with no Chinese left.
import { test, expect, oneOf } from './support/fixtures.mjs';
import * as S from './support/selectors.mjs';
import { englishWords, hanCharacters, visibleText } from './support/english.mjs';

// Each situation: how to reach it in English, and the English text it shows there (which
// must be back after switching to Chinese and back to English).
const SITUATIONS = [
  {
    name: 'a cancelled search',
    async reach(app) {
      await app.open('?board=8x8&algo=backtrack');
      await app.square('b1').click();
      await expect(app.root).toHaveAttribute('data-state', 'solving');
      await app.action('cancel').click();
      await expect(app.root).toHaveAttribute('data-state', 'idle');
    },
    english: [[S.status, /^Cancelled the search from b1 after [\d,]+ placements\. Click a square to start again\.$/]],
  },
  {
    name: 'a refused import',
    async reach(app) {
      await app.open();
      await app.locator(S.importToggle).click();
      await app.control('import-text').fill('1. a1 2. b3 3. c5 4. c6');
      await app.action('import').click();
      await expect(app.locator(S.importError)).toBeVisible();
    },
    english: [[S.importError, "Not imported: move 4: c5 to c6 is not a knight's move."]],
  },
  {
    name: 'URL notices',
    async reach(app) {
      await app.open('?board=0x8&speed=0&algo=magic&colour=red');
      await expect(app.locator(S.noticeItems)).toHaveCount(4);
    },
    // The notices name the URL parameters the app knows and quote the link's values,
    // which stay as they are in every language.
    allowed: ['board', 'holes', 'leaper', 'start', 'algo', 'order', 'speed', 'autoplay', 'survey', 'closed', 'end', 'lang',
      'mode', 'vs', 'step', 'seed', 'walk', 'degrees', 'starts', 'theme', 'embed', 'code', 'controls', 'colour', 'magic'],
    english: [
      [S.notice, /URL parameter board="0x8": board rows must be between 1 and 1000, got 0\. Showing 8×8 instead\./],
      [S.notice, /URL parameter speed="0" must be a whole number from 1 to 1000\. Using 4\./],
      [S.notice, /URL parameter algo="magic" must be fast, warnsdorff, .* or backtrack-warnsdorff\. Using fast\./],
      [S.notice, /Unknown URL parameter "colour" was ignored/],
    ],
  },
  {
    name: 'a hint in play mode',
    async reach(app) {
      await app.open('?mode=play');
      await app.square('a1').click();
      await app.action('hint').click();
      await expect(app.locator(S.hint)).toHaveAttribute('data-hint', 'move');
    },
    english: [[S.hint, /^Try (b3|c2): a tour can still be completed from there\.$/]],
  },
  {
    name: 'a dead end in play mode',
    async reach(app) {
      await app.open('?mode=play&board=3x3&walk=a1,b3,c1,a2,c3,b1,a3,c2');
      await expect(app.root).toHaveAttribute('data-state', 'stuck');
    },
    english: [[S.status, /^Dead end at c2: no unvisited square is a knight's move away; unvisited squares left: 1\./]],
  },
  {
    name: 'a compare result',
    async reach(app) {
      await app.open('?mode=compare');
      await app.locator(`${S.sideBoard('first')} ${S.square('e3')}`).click();
      await expect(app.root).toHaveAttribute('data-state', oneOf('playing', 'paused', 'done', 'stuck'));
      await app.action('end').click();
      await expect(app.locator(S.compareOutcome('second'))).toHaveAttribute('data-outcome', 'stuck');
    },
    english: [
      [S.status, /^fast: complete tour \((open|closed)\) · warnsdorff: stuck at a4 after 60 squares$/],
      [S.compareStats, /stuck at a4 after 60 squares/],
    ],
  },
  {
    name: 'a fast impossibility',
    async reach(app) {
      await app.open('?board=5x5');
      await app.square('b5').click();
      await expect(app.root).toHaveAttribute('data-outcome', 'impossible');
    },
    english: [[S.status, /^No tour from b5: the board has an odd number of squares/]],
  },
];

test.describe('a language switch leaves nothing of the old language', () => {
  for (const situation of SITUATIONS) {
    for (const lang of ['zh-Hans', 'zh-Hant']) {
      test(`${situation.name}, then ${lang}, then back to English`, async ({ app }) => {
        await situation.reach(app);
        for (const [selector, text] of situation.english) await expect(app.locator(selector)).toHaveText(text);

        await app.control('lang').selectOption(lang);
        await expect(app.root).toHaveAttribute('lang', lang);
        const switched = await visibleText(app.page);
        expect(englishWords(switched, situation.allowed), `English left in the visible text after switching to ${lang}:\n${switched}`).toEqual([]);
        // The situation's texts are still there, now in Chinese.
        for (const [selector] of situation.english) await expect(app.locator(selector)).toHaveText(/\p{Script=Han}/u);

        await app.control('lang').selectOption('en');
        await expect(app.root).toHaveAttribute('lang', 'en');
        for (const [selector, text] of situation.english) await expect(app.locator(selector)).toHaveText(text);
        const back = await visibleText(app.page);
        expect(hanCharacters(back), `Chinese left in the visible text after switching back to English:\n${back}`).toEqual([]);
      });
    }
  }
});
