// The study room: the gallery of famous tours and "About this tour". A gallery tour goes
// on the board for playback with a link of its own (tour=ID), its facts are listed in
// the visitor's language, the magic sums stand at the board's edges, and a symmetry shows
// the move paired with the current one; About and its marks belong to the tour on the
// board, whichever comes next.
import { test, expect, steppedSquares } from './support/fixtures.mjs';
import { tourProblem } from './support/tour.mjs';
import { action } from './support/selectors.mjs';

const gallery = '[data-testid="gallery"]';
const about = '[data-testid="about"]';

/** Opens a folding part of the panel by its summary. */
async function unfold(app, part) {
  await app.locator(`${part} > summary`).click();
  await expect(app.locator(part)).toHaveAttribute('open', '');
}

test.describe('the gallery and what makes a tour special', () => {
  test('the gallery lists its tours, and a gallery tour plays with its own link', async ({ app }) => {
    await app.open('?lang=en');
    await expect(app.locator(`${gallery} > summary`)).toHaveText('Gallery of famous tours');

    await unfold(app, gallery);
    const entries = app.locator(`${gallery} [data-tour-entry]`);
    await expect(entries.first()).toBeVisible();
    expect(await entries.count()).toBeGreaterThanOrEqual(12);
    await expect(app.locator(`${gallery} [data-tour-entry="beverley-1848"] h3`)).toHaveText("Beverley's semi-magic tour");

    // The filter keeps what it names: Beverley's tour is semi-magic, Euler's halves not.
    const all = await entries.count();
    await app.locator(`${gallery} [data-filter="semi-magic"]`).check();
    await expect(app.locator(`${gallery} [data-tour-entry="beverley-1848"]`)).toBeVisible();
    await expect.poll(() => entries.count()).toBeLessThan(all);
    await app.locator(`${gallery} [data-tour="beverley-1848"]`).click();

    await expect(app.root).toHaveAttribute('data-state', 'paused');
    await expect(app.page).toHaveURL(/[?&]tour=beverley-1848(&|$)/);
    await app.action('end').click();
    await expect(app.root).toHaveAttribute('data-state', 'done');
    const route = await steppedSquares(app.page);
    expect(route).toHaveLength(64);
    expect(tourProblem(route, 8, 8)).toBeNull();
    // Beverley's numbering, top row first: 1 in the corner a8, 2 on c7, 3 on b5, …
    expect(route.slice(0, 5)).toEqual(['a8', 'c7', 'b5', 'd6', 'e8']);
  });

  test('a tour=ID link opens the tour, and About lists its facts and draws its sums', async ({ app }) => {
    await app.open('?tour=beverley-1848&lang=en');
    await expect(app.root).toHaveAttribute('data-state', 'paused');
    await unfold(app, about);
    const facts = app.locator(`${about} [data-fact]`);
    await expect(app.locator(`${about} [data-fact="semi-magic"]`)).toContainText('adds up to 260');
    await expect(app.locator(`${about} [data-fact="open"]`)).toBeVisible();
    await expect(facts.filter({ hasText: /cross/ })).toHaveCount(1);

    await app.locator(`${about} [data-show="sums"]`).click();
    const sums = app.locator('svg.board .study-sum');
    await expect(sums).toHaveCount(16);
    expect(new Set(await sums.allTextContents())).toEqual(new Set(['260']));
    await expect(app.locator('svg.board')).toHaveClass(/study-sums/);
    // The sums add up the whole tour, so every number stands on the board with them:
    // those playback has not reached yet faintly, until it reaches them.
    const rest = app.locator('svg.board .study-rest');
    await expect(rest).toHaveCount(63);
    await expect(rest.first()).toHaveText('2');
    await app.locator(action('forward')).click();
    await expect(rest).toHaveCount(62);
    await app.locator(action('end')).click();
    await expect(rest).toHaveCount(0);
    await app.locator(`${about} [data-show="sums"]`).click();
    await expect(sums).toHaveCount(0);
    // From the keyboard: the button keeps the focus as the list is drawn again.
    await app.locator(`${about} [data-show="sums"]`).focus();
    await app.page.keyboard.press('Enter');
    await expect(sums).toHaveCount(16);
    await expect(app.locator(`${about} [data-show="sums"]`)).toBeFocused();
    await expect(app.locator(`${about} [data-show="sums"]`)).toHaveText('Hide the sums');
  });

  test('on a phone, showing the sums brings the board, under which the panel stands, into view', async ({ app }) => {
    await app.open('?tour=beverley-1848&lang=en', { viewport: { width: 390, height: 844 } });
    await expect(app.root).toHaveAttribute('data-state', 'paused');
    await unfold(app, about);
    await app.locator(`${about} [data-show="sums"]`).click();
    await expect(app.locator('svg.board .study-sum')).toHaveCount(16);
    await expect(app.board).toBeInViewport({ ratio: 0.9 });
    await expect(app.locator(`${about} [data-show="sums"]`)).toBeFocused();
  });

  test('a symmetric tour pairs the current move with its image', async ({ app }) => {
    await app.open('?lang=en');
    await unfold(app, gallery);
    await app.locator(`${gallery} [data-filter="symmetric"]`).check();
    const symmetric = app.locator(`${gallery} [data-tour]`).first();
    await expect(symmetric).toBeVisible();
    await symmetric.click();
    await expect(app.root).toHaveAttribute('data-state', 'paused');
    await app.action('forward').click();
    await app.action('forward').click();
    await unfold(app, about);
    const pair = app.locator(`${about} [data-show^="pair-"]`).first();
    await pair.click();
    await expect(pair).toHaveAttribute('aria-pressed', 'true');
    await expect(app.locator('svg.board .study-move')).toHaveCount(1);
    await expect(app.locator('svg.board .study-pair')).toHaveCount(1);
    await expect(app.locator(`${about} .paired`)).toContainText('Move 2 and its image');
    // The pair follows playback.
    await app.action('forward').click();
    await expect(app.locator(`${about} .paired`)).toContainText('Move 3 and its image');
  });

  test('an unknown tour=ID opens the gallery, which names it', async ({ app }) => {
    await app.open('?tour=nobody-1999&lang=en');
    await expect(app.locator(gallery)).toHaveAttribute('open', '');
    await expect(app.locator(`${gallery} [role="alert"]`)).toContainText('no tour called “nobody-1999”');
    await expect(app.locator(`${gallery} [data-tour-entry]`).first()).toBeVisible();
  });

  for (const [lang, title, semi, by, note] of [
    ['zh-Hant', '名局：歷史上著名的巡邏', '半幻方：每一列、每一行的數字和都是 260。', '威廉·貝弗利，1848 · 8×8', '兩條對角線的和是 282 與 210。'],
    ['zh-Hans', '名局：历史上著名的巡游', '半幻方：每一行、每一列的数字和都是 260。', '威廉·贝弗利，1848 · 8×8', '两条对角线的和是 282 与 210。'],
  ]) {
    test(`the room speaks ${lang}`, async ({ app }) => {
      await app.open(`?tour=beverley-1848&lang=${lang}`);
      await expect(app.locator(`${gallery} > summary`)).toHaveText(title);
      await unfold(app, about);
      await expect(app.locator(`${about} [data-fact="semi-magic"]`)).toContainText(semi);
      await unfold(app, gallery);
      await expect(app.locator(`${gallery} [data-tour="beverley-1848"]`)).not.toHaveText('Show on the board');
      // The bylines and the notes on the sources are the page's own, in its language.
      const beverley = app.locator(`${gallery} [data-tour-entry="beverley-1848"]`);
      await expect(beverley.locator('.by')).toHaveText(by);
      await expect(beverley.locator('.note')).toContainText(note);
      const bylines = (await app.locator(`${gallery} .by`).allTextContents()).join('\n');
      expect(bylines).not.toMatch(/ as | after |program/);
      await expect(app.locator(`${gallery} [data-tour-entry="seed-002-9x10"] .note`)).toHaveCount(0);
    });
  }
});

test.describe('the study room in a shared state', () => {
  test('About follows another tour, and the gallery link is shared', async ({ app }) => {
    await app.open('?board=6x6&algo=warnsdorff&start=a1&lang=en');
    await expect(app.root).toHaveAttribute('data-state', 'paused');
    await unfold(app, about);
    await expect(app.locator(`${about} [data-fact]`).first()).toBeVisible();
    const firstFacts = await app.locator(`${about} .facts`).innerText();
    await unfold(app, gallery);
    await app.locator(`${gallery} [data-tour="beverley-1848"]`).click();
    // Another tour comes with About folded, so no facts of the last one stay in sight.
    await expect(app.locator(about)).not.toHaveAttribute('open', '');
    await unfold(app, about);
    await expect(app.locator(`${about} [data-fact="semi-magic"]`)).toBeVisible();
    expect(await app.locator(`${about} .facts`).innerText()).not.toEqual(firstFacts);
    await app.action('share').click();
    await expect(app.locator('[data-control="share-link"]')).toHaveValue(/tour=beverley-1848/);
  });

  test('About after the gallery: another tour on the board takes none of the last one\'s marks', async ({ app }) => {
    await app.open('?lang=en');
    await unfold(app, gallery);
    await app.locator(`${gallery} [data-tour="beverley-1848"]`).click();
    await expect(app.root).toHaveAttribute('data-state', 'paused');
    await unfold(app, about);
    await app.locator(`${about} [data-show="sums"]`).click();
    await expect(app.locator('svg.board .study-sum')).toHaveCount(16);
    await expect(app.locator('svg.board .study-rest')).toHaveCount(63);
    await expect(app.locator('svg.board .labels')).toHaveCount(0);

    // One of Euler's 8x8 tours on the board.
    await app.locator(`${gallery} [data-tour="euler-1759-halves"]`).click();
    await expect(app.page).toHaveURL(/[?&]tour=euler-1759-halves(&|$)/);
    await expect(app.root).toHaveAttribute('data-state', 'paused');
    await expect(app.locator('svg.board .study-sum')).toHaveCount(0);
    await expect(app.locator('svg.board .study-rest')).toHaveCount(0);
    await expect(app.locator('svg.board')).not.toHaveClass(/study-sums/);
    await expect(app.locator('svg.board .labels text')).toHaveCount(16);
    await expect(app.locator('svg.board .labels')).toBeVisible();
    // About describes Euler's tour: closed, bisected, not Beverley's 260.
    await unfold(app, about);
    await expect(app.locator(`${about} [data-fact="closed"]`)).toBeVisible();
    await expect(app.locator(`${about} [data-fact="bisected"]`)).toBeVisible();
    await expect(app.locator(`${about} .facts`)).not.toContainText('260');
    await app.locator(`${about} [data-show="sums"]`).click();
    const sums = app.locator('svg.board .study-sum');
    await expect(sums).toHaveCount(16);
    expect(await sums.allTextContents()).not.toContain('260');

    // A tour solved by a click next is framed by no sums.
    await app.board.locator('[data-square="a1"]').click();
    await expect(app.root).toHaveAttribute('data-state', /^(playing|paused|done)$/);
    await expect(app.locator('svg.board .study-sum')).toHaveCount(0);
    await expect(app.locator('svg.board .study-rest')).toHaveCount(0);
    await expect(app.locator('svg.board .labels')).toBeVisible();
    await expect(app.locator(about)).not.toHaveAttribute('open', '');
  });
});
