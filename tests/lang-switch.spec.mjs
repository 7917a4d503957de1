// A language switch leaves nothing of the old language: each situation below is reached
// in English, the switcher changes the language to Simplified or Traditional Chinese,
// and the situation's texts must still be shown, in Chinese, with no English left in the
// page's visible text (the "no English left" heuristic of lang.spec.mjs); switching back
// to English must bring the English texts back, with no Chinese left.
import { test, expect, oneOf } from './support/fixtures.mjs';
import * as S from './support/selectors.mjs';
import { englishWords, hanCharacters, visibleText } from './support/english.mjs';

// URL parameter names, and values links give, that notices quote as they are.
const PARAMS = ['board', 'holes', 'leaper', 'start', 'algo', 'order', 'speed', 'autoplay', 'survey', 'closed', 'end', 'lang',
  'mode', 'vs', 'step', 'seed', 'walk', 'degrees', 'starts', 'theme', 'embed', 'code', 'controls', 'watch',
  'level', 'puzzle', 'puzzle-seed', 'tour'];

// Each situation: how to reach it in English, and the English texts it shows there (for a
// selector matching several elements, a list of one text each), which must be back after
// switching to Chinese and back to English.
const SITUATIONS = [
  {
    name: 'a cancelled search',
    async reach(app) {
      // From a1 plain backtracking runs to its budget of 10,000,000 placements, long
      // enough to cancel (from b1 it finds a tour in under half a second).
      await app.open('?board=8x8&algo=backtrack');
      await app.square('a1').click();
      await expect(app.root).toHaveAttribute('data-state', 'solving');
      await app.action('cancel').click();
      await expect(app.root).toHaveAttribute('data-state', 'idle');
    },
    english: [[S.status, /^Cancelled the search from a1 after [\d,]+ placements\. Click a square to start again\.$/]],
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
    name: 'a refused board size',
    async reach(app) {
      await app.open('?board=6x6');
      await app.page.locator('input[name="rows"]').fill('');
      await app.page.locator('form.size button[type="submit"]').click();
      await expect(app.locator(S.sizeError)).toBeVisible();
    },
    // The error quotes the size as the form read it, and the form a size takes.
    allowed: ['ROWSxCOLS'],
    english: [[S.sizeError, 'board size "x6" is not ROWSxCOLS (for example 8x8 or 9x10); each side between 1 and 1000. Rows and columns from 1 to 1000.']],
  },
  {
    name: 'URL notices',
    async reach(app) {
      await app.open('?board=0x8&speed=0&algo=magic&colour=red');
      await expect(app.locator(S.noticeItems)).toHaveCount(4);
    },
    // The notices name the URL parameters the app knows and quote the link's values,
    // which stay as they are in every language.
    allowed: [...PARAMS, 'colour', 'magic'],
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
  {
    name: "the column-by-column programme's no for a start alone",
    async reach(app) {
      await app.open('?board=3x8&start=c2');
      await expect(app.root).toHaveAttribute('data-outcome', 'impossible');
    },
    english: [[S.status, /^No tour from c2: following every way a tour can cross the board column by column finds no such tour\.$/]],
  },
  {
    name: 'link notices for squares on holes',
    async reach(app) {
      await app.open('?board=8x8&holes=d4:e5&start=e5&end=d4');
      await expect(app.locator(S.noticeItems)).toHaveCount(2);
    },
    allowed: PARAMS,
    english: [
      [S.noticeItems, [
        'URL parameter end="d4": d4 is a hole, not a square of the board. Finishing anywhere.',
        'URL parameter start="e5": e5 is a hole, not a square of the board. Click a square to choose the start.',
      ]],
    ],
  },
  {
    name: 'link notices for a walk through a hole and code=1 in play mode',
    async reach(app) {
      await app.open('?holes=b3&mode=play&walk=a1,b3,c5&code=1');
      await expect(app.locator(S.noticeItems)).toHaveCount(2);
    },
    allowed: PARAMS,
    english: [
      [S.noticeItems, [
        'URL parameter walk: move 2 ("b3") is a hole, not a square of the board; keeping the moves before it (1).',
        'URL parameter code="1" applies only with mode=watch; ignoring it.',
      ]],
    ],
  },
  {
    name: 'a link notice for a walk that reaches the last square too soon',
    async reach(app) {
      await app.open('?mode=play&end=c5&walk=a1,b3,c5,d7');
      await expect(app.locator(S.noticeItems)).toHaveCount(1);
    },
    allowed: PARAMS,
    english: [
      [S.noticeItems, [
        'URL parameter walk: move 3 ("c5") is the last square (end=), and other squares are still unvisited; keeping the moves before it (2).',
      ]],
    ],
  },
  {
    name: 'a start the walk overrides',
    async reach(app) {
      await app.open('?mode=play&start=c3&walk=a1');
      await expect(app.locator(S.noticeItems)).toHaveCount(1);
    },
    allowed: PARAMS,
    english: [[S.noticeItems, ['URL parameter start="c3": the walk (walk=) starts on a1; following the walk.']]],
  },
  {
    name: 'Closed tour letting go of the last square',
    async reach(app) {
      await app.open('?board=8x8&end=h8');
      await app.openSection('ends');
      await app.control('closed').check();
      await expect(app.locator(S.endsNote)).toBeVisible();
    },
    english: [[S.endsNote, 'Closed tour let go of the last square h8: a closed tour ends one move from its start.']],
  },
  {
    name: 'a last square unticking Closed tour',
    async reach(app) {
      await app.open('?board=8x8&closed=1');
      await app.openSection('ends');
      await app.square('c3').click({ modifiers: ['Shift'] });
      await expect(app.control('closed')).not.toBeChecked();
    },
    english: [
      [S.endsNote, 'Closed tour is unticked: a tour that finishes on a chosen square is open.'],
      [S.endSquare, 'Last square: c3'],
    ],
  },
  {
    name: 'a survey with an undecided start',
    async reach(app) {
      // fast tours every start of 12x12 without d4:e5 but l9, where its search stops at
      // its budget.
      await app.open('?board=12x12&holes=d4:e5&survey=1');
      await expect(app.root).toHaveAttribute('data-survey', 'done', { timeout: 45_000 });
    },
    english: [
      [S.status, /^Survey of 140 starts: 139 give a tour \(\d+ open, \d+ closed\)\. Undecided from l9: the search stopped at its budget\. [\d.,]+ m?s\. Click a square to play its run\.$/],
      [S.heatmapLegend, /\?undecided: the search stopped at its budget$/],
      [S.surveyTally, /Undecided1Time[\d.,]+ m?s$/],
    ],
  },
  {
    name: "the giraffe's all-dashed start shading",
    async reach(app) {
      await app.open('?board=8x8&leaper=giraffe&starts=1');
      await expect(app.locator(S.startShadedAs('unknown'))).toHaveCount(64, { timeout: 30_000 });
      await app.openSection('ends');
    },
    english: [
      [S.startsLegend, 'Every square is dashed: no rule decides where the giraffe can start a tour on this board, and the search from each square stopped at its budget of 40,000 placements.'],
      ['.tagline', /^Click a square to choose where the giraffe starts/],
    ],
  },
  {
    name: 'Edit board refusing a square of the walk in play mode',
    async reach(app) {
      await app.open('?board=6x6&mode=play&walk=a1,b3');
      await app.action('edit-board').click();
      await app.square('b3').click();
      await expect(app.locator(S.refused)).toBeVisible();
    },
    english: [
      [S.refused, 'b3 is on your walk (move 2), so it stays: take the walk back to before it to remove it.'],
      [S.status, /^Editing the board: click a square to remove it, or a removed square to put it back/],
    ],
  },
  {
    name: "compare mode's line for each board, with fast's \"no\"",
    async reach(app) {
      await app.open('?board=5x5&mode=compare&vs=warnsdorff');
      await app.locator(`${S.sideBoard('first')} ${S.square('b5')}`).click();
      await expect(app.root).toHaveAttribute('data-state', 'playing');
      await app.action('play').click();
      await expect(app.root).toHaveAttribute('data-state', 'paused');
    },
    english: [
      [S.status, /^Paused — fast: no tour from b5: the board has an odd number of squares, .* · warnsdorff: move \d+ of 24, knight on [a-e][1-5]$/],
    ],
  },
  {
    name: "compare mode's line at the end",
    async reach(app) {
      await app.open('?board=5x5&mode=compare&vs=warnsdorff');
      await app.locator(`${S.sideBoard('first')} ${S.square('b5')}`).click();
      await app.action('end').click();
      await expect(app.root).toHaveAttribute('data-state', 'stuck');
    },
    english: [
      [S.status, /^fast: no tour from b5: the board has an odd number of squares, .*; this square has the other colour · warnsdorff: stuck at e1 after 24 squares$/],
    ],
  },
  {
    name: 'a rule about the whole board, said once',
    async reach(app) {
      await app.open('?board=8x8&leaper=camel');
      await expect(app.status).toContainText('No square of this board starts');
    },
    english: [[S.status, "No square of this board starts a camel's tour: every move of the camel keeps the square's colour, so from any square it never reaches the squares of the other colour."]],
  },
  {
    name: 'an undecided search and Search longer',
    async reach(app) {
      await app.open('?board=8x8&leaper=giraffe&start=a1');
      await expect(app.status).toHaveAttribute('data-undecided', 'true', { timeout: 60000 });
    },
    english: [
      [S.status, /^Undecided from a1: no rule settles this square, and the search stopped at its budget of 40,000,000 placements before finding a tour or ruling one out\. Nothing is proved either way$/],
      [S.action('search-longer'), 'Search longer: up to 400,000,000 placements'],
    ],
  },
  {
    name: 'a lost walk and how far to undo',
    async reach(app) {
      await app.open('?mode=play&board=5x5&walk=a5,c4,e5,d3,e1,c2,d4,e2,c1,a2,b4,d5,e3,d1,b2,a4,c5,e4,d2');
      await app.action('hint').click();
      await expect(app.locator(S.hint)).toHaveAttribute('data-hint', 'lost', { timeout: 20000 });
    },
    english: [[S.hint, /^No tour can be completed from here: every way of going on from here was tried \([\d,]+ moves in all\), and none visits every square\. Undo to move \d+: from there a tour can still be completed\.$/]],
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
        // (A list of texts, one per element, becomes as many Chinese texts.)
        const han = /\p{Script=Han}/u;
        for (const [selector, text] of situation.english) {
          await expect(app.locator(selector)).toHaveText(Array.isArray(text) ? text.map(() => han) : han);
        }

        await app.control('lang').selectOption('en');
        await expect(app.root).toHaveAttribute('lang', 'en');
        for (const [selector, text] of situation.english) await expect(app.locator(selector)).toHaveText(text);
        const back = await visibleText(app.page);
        expect(hanCharacters(back), `Chinese left in the visible text after switching back to English:\n${back}`).toEqual([]);
      });
    }
  }
});
