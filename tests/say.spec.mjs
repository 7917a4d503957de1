// What a teacher can say out loud: nothing on the page that a class cannot use or that
// looks as if it went wrong. Each test names the point it proves.
import { test, expect } from './support/fixtures.mjs';
import * as S from './support/selectors.mjs';

const PHONE = { width: 390, height: 844 };

test.describe('what a teacher can say out loud', () => {
  test('messages do not pile up: a hint replaces a refusal and its red square', async ({ app }) => {
    await app.open('?board=6x6&mode=play&walk=a1&lang=zh-Hans');
    await app.square('a2').click();
    await expect(app.locator(S.refused)).toBeVisible();
    await expect(app.locator('.sq.refused')).toHaveCount(1);
    await app.action('hint').click();
    await expect(app.testId('hint')).toBeVisible();
    await expect(app.locator(S.refused), 'the refusal went when the hint came').toHaveCount(0);
    await expect(app.locator('.sq.refused'), 'and its mark with it').toHaveCount(0);
    await app.square('a3').click();
    await expect(app.locator(S.refused)).toBeVisible();
    await expect(app.testId('hint'), 'the refusal replaces the hint').toHaveCount(0);
  });

  test('Start over begins a new attempt: no take-backs counted', async ({ app }) => {
    await app.open('?board=6x6&mode=play&walk=a1,b3,c5');
    const takeBacks = app.locator('.play-counters div').filter({ hasText: 'Take-backs' }).locator('dd');
    await expect(takeBacks).toHaveText('0');
    await app.action('start-over').click();
    await expect(app.locator(S.stepped)).toHaveCount(0);
    await expect(takeBacks, 'Start over takes nothing back').toHaveText('0');
    await app.walk(['a1', 'b3']);
    await app.action('undo').click();
    await expect(takeBacks, 'an undo is a take-back').toHaveText('1');
  });

  test('the theme menu has its label on a phone', async ({ app }) => {
    await app.open('?board=6x6', { viewport: PHONE });
    const theme = app.locator(S.control('theme'));
    await expect(theme).toBeVisible();
    const label = theme.locator('xpath=..').locator('span');
    await expect(label).toHaveText('Theme');
    const box = await label.boundingBox();
    expect(box.width, 'the label is shown, not only read out').toBeGreaterThan(20);
  });

  test('the Share dialog covers the phone\'s width', async ({ app }) => {
    await app.open('?board=6x6&start=a1', { viewport: PHONE });
    await app.action('share').click();
    const dialog = app.testId('share');
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box.x).toBeLessThanOrEqual(0.5);
    expect(box.x + box.width).toBeGreaterThanOrEqual(PHONE.width - 0.5);
  });

  test('one name for the knight in Chinese: the piece menu says what every sentence says', async ({ app }) => {
    for (const [lang, name] of [['zh-Hans', '骑士'], ['zh-Hant', '騎士']]) {
      await app.open(`?board=6x6&lang=${lang}`);
      const knight = app.locator(`${S.control('leaper')} option[value="knight"]`);
      await expect(knight).toHaveText(new RegExp(`^${name} `));
    }
  });

  test('the survey legend shows a number that is on the board, and says it counts moves', async ({ app }) => {
    await app.open('?board=6x6&algo=warnsdorff&survey=1');
    await expect(app.status).toContainText('Survey of 36 starts', { timeout: 30000 });
    const marks = await app.locator('.marks text').allTextContents();
    const stuck = app.locator(S.heatmapLegend).locator('li').filter({ has: app.locator('.heat-stuck') });
    await expect(stuck).toHaveCount(1);
    const sample = await stuck.locator('.swatch').textContent();
    expect(marks, `the legend's ${sample} is on the board`).toContain(sample);
    await expect(stuck).toContainText('stuck after that many moves, with one square more visited');
    await app.screenshot('desktop-survey-legend');
  });

  test('a rule about the whole board is said once, naming the piece, before any click', async ({ app }) => {
    await app.open('?board=8x8&leaper=camel');
    const said = "No square of this board starts a camel's tour: every move of the camel keeps the square's colour, so from any square it never reaches the squares of the other colour.";
    await expect(app.status).toHaveText(said);
    await app.square('a2').click();
    await expect(app.status).toHaveText(said);
    await expect(app.locator(`${S.knight} text`), 'the camel is drawn by its steps').toHaveText('1,3');
    await app.screenshot('desktop-camel-board-wide-no');
    await app.open('?board=8x8&leaper=camel&lang=zh-Hans');
    await expect(app.status).toContainText('这个棋盘上没有任何一格能开始骆驼的巡游');
  });

  test('a search that stopped is undecided, in its own look and words, not a red "no"', async ({ app }) => {
    await app.open('?board=8x8&leaper=giraffe&start=a1');
    await expect(app.status).toHaveAttribute('data-undecided', 'true', { timeout: 60000 });
    await expect(app.status).toContainText('Undecided from a1: no rule settles this square');
    await expect(app.status).toContainText('Nothing is proved either way');
    await expect(app.status).not.toContainText('exhaustive');
    const look = await app.status.evaluate((line) => ({
      border: getComputedStyle(line).borderTopStyle,
      colour: getComputedStyle(line).color,
      text: getComputedStyle(document.body).color,
    }));
    expect(look.border).toBe('dashed');
    expect(look.colour, 'the text\'s own colour, not the red of a "no"').toBe(look.text);
    await app.screenshot('desktop-giraffe-undecided');
    // The engine can search on, ten times longer; Cancel stops it.
    const longer = app.action('search-longer');
    await expect(longer).toHaveText('Search longer: up to 400,000,000 placements');
    await longer.click();
    await expect(app.root).toHaveAttribute('data-state', 'solving');
    await expect(app.status).toContainText('searching longer in the engine');
    await app.action('cancel').click();
    await expect(app.root).toHaveAttribute('data-state', 'idle');
  });

  test('the keyboard focus has a look of its own in both themes, and a tap leaves none', async ({ app, page }) => {
    const colour = (name) => page.evaluate((name) => {
      const probe = document.createElement('span');
      probe.style.color = `var(--${name})`;
      document.body.append(probe);
      const rgb = getComputedStyle(probe).color;
      probe.remove();
      return rgb;
    }, name);
    const channels = (rgb) => rgb.match(/[\d.]+/g).slice(0, 3).map(Number);
    const apart = (a, b) => Math.max(...channels(a).map((c, i) => Math.abs(c - channels(b)[i])));
    for (const theme of ['light', 'dark']) {
      await app.open(`?board=5x5&mode=play&theme=${theme}`);
      await app.square('a1').focus();
      await page.keyboard.press('ArrowRight');
      const focused = app.square('b1');
      await expect(focused).toBeFocused();
      const stroke = await focused.locator('rect').evaluate((rect) => getComputedStyle(rect).stroke);
      expect(stroke, `${theme}: the focus frame is drawn`).toBe(await colour('focus-ring'));
      for (const other of ['stuck', 'accent', 'start-ring', 'done']) {
        expect(apart(stroke, await colour(other)), `${theme}: focus is not ${other}`).toBeGreaterThan(80);
      }
    }
    await app.open('?board=5x5&mode=play', { viewport: PHONE });
    await app.square('a1').click();
    await expect(app.locator(S.stepped)).toHaveCount(1);
    const tapped = await app.locator(S.square('a1')).locator('rect').evaluate((rect) => getComputedStyle(rect).stroke);
    expect(tapped, 'a tap leaves no focus frame').not.toBe(await colour('focus-ring'));
    await app.screenshot('phone-focus-after-tap');
  });

  /** Whether `locator`'s box lies inside the viewport and nothing covers its middle. */
  const inView = (locator) => locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const middle = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return box.top >= 0 && box.bottom <= window.innerHeight && (element === middle || element.contains(middle));
  });

  test('desktop: with the settings scrolled, the status line and the controls stay in view with the board', async ({ app, page }) => {
    await app.open('?board=3x10&starts=1');
    await expect(app.locator(S.startShaded).first()).toBeVisible({ timeout: 30000 });
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY), 'the page scrolled').toBeGreaterThan(100);
    expect(await inView(app.status), 'the status line is in view').toBe(true);
    expect(await inView(app.action('play')), 'the controls are in view').toBe(true);
    await app.square('a1').click();
    await expect(app.status).toContainText('a1');
    expect(await inView(app.status)).toBe(true);
  });

  test('phone: with the code panel on, its current line, the board and the controls are in view together', async ({ app, page }) => {
    await app.open('?board=6x6&algo=backtrack&code=1&start=a1&step=5', { viewport: PHONE });
    await expect(app.root).toHaveAttribute('data-state', 'paused');
    const forward = app.action('forward');
    // The header scrolls away first, as a thumb would scroll it: the board at the top.
    await app.board.evaluate((board) => board.scrollIntoView({ block: 'start' }));
    for (let step = 0; step < 4; step++) {
      expect(await inView(forward), `step ${step}: the forward button is in view`).toBe(true);
      const current = app.locator('.code li.current');
      expect(await inView(current), `step ${step}: the current line is in view`).toBe(true);
      const board = await app.board.boundingBox();
      expect(board.y, `step ${step}: the board's top is in view`).toBeGreaterThanOrEqual(0);
      await forward.click();
    }
    await app.screenshot('phone-code-panel', { fullPage: false });
  });

  test('the start\'s teaching-text coordinates are shown only beside the seeds\' algorithms, with words', async ({ app }) => {
    const start = () => app.locator(S.stats).locator('dt:text-is("Start") + dd');
    await app.open('?board=8x8&algo=warnsdorff&start=b1&step=64');
    await expect(start()).toHaveText("b1 (the teaching texts' 7,1: row, column from 0 at the top left)");
    await app.open('?board=8x8&algo=fast&start=b1&step=64');
    await expect(start()).toHaveText('b1');
  });

  test('a "no" of one square offers nothing to replay', async ({ app }) => {
    await app.open('?board=5x5&start=b1');
    await expect(app.status).toContainText('No tour from b1');
    const play = app.action('play');
    await expect(play).toBeDisabled();
    await expect(play).not.toContainText('Replay');
    await expect(app.action('restart')).toBeDisabled();
  });

  test('compare mode on a phone: a long algorithm name does not put the boards out of line', async ({ app }) => {
    await app.open('?board=6x6&mode=compare&algo=backtrack-warnsdorff&vs=warnsdorff&start=a1', { viewport: PHONE });
    const boards = app.locator(S.svgBoard);
    await expect(boards).toHaveCount(2);
    const [first, second] = [await boards.nth(0).boundingBox(), await boards.nth(1).boundingBox()];
    expect(Math.abs(first.y - second.y), 'the two boards start level').toBeLessThanOrEqual(1);
  });

  test('a "no" no theorem gives is said in plain words, and play mode says how far back a tour exists', async ({ app }) => {
    await app.open('?board=6x6&holes=c3:d4&start=a1');
    await expect(app.status).toContainText(/No tour from a1: every way of going on from there was tried \([\d,]+ moves in all\), and none visits every square\./, { timeout: 30000 });
    await expect(app.status).not.toContainText('positions');
    // In play mode: a walk that is lost, though a shorter one is not.
    await app.open('?mode=play&board=5x5&walk=a5,c4,e5,d3,e1,c2,d4,e2,c1,a2,b4,d5,e3,d1,b2,a4,c5,e4,d2');
    await app.action('hint').click();
    const hint = app.testId('hint');
    await expect(hint).toHaveAttribute('data-hint', 'lost', { timeout: 20000 });
    await expect(hint).toContainText(/Undo to move \d+: from there a tour can still be completed\./);
    // And where no start of the walk completes: start over.
    await app.open('?mode=play&board=6x6&holes=c3:d4&walk=a1,b3');
    await app.action('hint').click();
    await expect(hint).toHaveAttribute('data-hint', 'lost', { timeout: 20000 });
    await expect(hint).toContainText('No tour starts from this first square at all: start over from another square.');
  });

  for (const [device, viewport] of [['desktop', { width: 1280, height: 800 }], ['phone', PHONE]]) {
    test(`screenshots to look at, ${device}: the focus on a square, the undecided giraffe, the camel's "no", the survey legend, the code panel`, async ({ app, page }) => {
      // Five boards opened and a survey run, each with its screenshot.
      test.slow();
      await app.open('?board=6x6&algo=warnsdorff&start=a1&step=10', { viewport });
      await app.board.locator('[data-square][tabindex="0"]').focus();
      await page.keyboard.press('ArrowRight');
      await expect(app.board.locator(S.square('b1'))).toBeFocused();
      await app.screenshot(`say-${device}-focus`);
      await app.open('?board=8x8&leaper=giraffe&start=a1', { viewport });
      await expect(app.status).toHaveAttribute('data-undecided', 'true', { timeout: 60000 });
      await app.screenshot(`say-${device}-undecided`);
      await app.open('?board=8x8&leaper=camel', { viewport });
      await expect(app.status).toContainText('No square of this board starts');
      await app.screenshot(`say-${device}-camel`);
      await app.open('?board=6x6&algo=warnsdorff&survey=1', { viewport });
      await expect(app.locator(S.heatmapLegend)).toBeVisible({ timeout: 30000 });
      await app.screenshot(`say-${device}-legend`);
      await app.open('?board=6x6&algo=backtrack&code=1&start=a1&step=5', { viewport });
      await expect(app.locator(S.codeLine)).toHaveCount(1);
      if (device === 'phone') await app.board.evaluate((board) => board.scrollIntoView({ block: 'start' }));
      // What the screen shows: the code panel holds to a phone's foot.
      await app.screenshot(`say-${device}-code`, { fullPage: false });
    });
  }
});
