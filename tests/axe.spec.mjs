// axe-core finds no violation of the WCAG 2.x A and AA rules in any mode or state the
// page reaches: watch, play, compare, survey, the code panel, holes and other leapers, a
// "no" and an "unknown", an embed; in both themes and the three languages.
import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './support/fixtures.mjs';
import * as S from './support/selectors.mjs';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Every violation on the page, one line each: the rule, its impact and where. */
async function violations(page) {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id} (${violation.impact}): ${node.target.join(' ')} — ${node.failureSummary.split('\n').slice(1).join(' ')}`));
}

/** The states, each a link and what to wait for before checking it. */
const STATES = [
  ['watch, playing', '?board=8x8&start=b2&autoplay=1', 'playing'],
  ['watch, paused part way', '?board=6x6&algo=warnsdorff&start=a1&step=10', 'paused'],
  ['watch, a tour shown to its end', '?board=5x5&algo=warnsdorff&start=a1&step=25', 'done'],
  ['a parity "no"', '?board=5x5&start=b1', 'stuck'],
  ['play mode', '?board=6x6&mode=play&walk=a1,b3,c5', 'moving'],
  ['compare mode', '?board=6x6&mode=compare&start=a1&step=5', 'paused'],
  ['the survey heatmap', '?board=6x6&algo=warnsdorff&survey=1', 'idle'],
  ['the code panel', '?board=6x6&algo=backtrack&code=1&start=a1&step=5', 'paused'],
  ['holes and a giraffe', '?board=8x8&leaper=giraffe&holes=d4:e5&start=a1', null],
  ['the camel (no square starts a tour)', '?board=8x8&leaper=camel&start=a2', null],
  ['an embed', '?board=6x6&start=a1&embed=1&step=8', 'paused'],
  ['the dark theme', '?board=6x6&algo=warnsdorff&start=a1&step=10&theme=dark', 'paused'],
  ['繁體中文', '?board=6x6&algo=warnsdorff&start=a1&step=10&lang=zh-Hant', 'paused'],
  ['简体中文, dark', '?board=6x6&algo=warnsdorff&start=a1&step=10&lang=zh-Hans&theme=dark', 'paused'],
];

test.describe('axe-core, WCAG 2.x A and AA', () => {
  for (const [name, query, state] of STATES) {
    test(`no violation: ${name}`, async ({ app, page }) => {
      await app.open(query);
      if (state) await expect(app.root).toHaveAttribute('data-state', state, { timeout: 60_000 });
      else await expect(app.root).not.toHaveAttribute('data-state', /^(idle|solving)$/, { timeout: 60_000 });
      // The side panel renders a task after the board.
      await expect(app.locator(S.status)).toBeVisible();
      expect(await violations(page)).toEqual([]);
    });
  }

  test('no violation with the side panel\'s sections open', async ({ app, page }) => {
    await app.open('?board=6x6&algo=warnsdorff&start=a1&step=10');
    await expect(app.root).toHaveAttribute('data-state', 'paused');
    for (const summary of await app.locator('details > summary').all()) {
      if (await summary.isVisible()) await summary.click();
    }
    expect(await violations(page)).toEqual([]);
  });

  test('the Replay button is named by its word (WCAG 2.5.3)', async ({ app }) => {
    await app.open('?board=5x5&algo=warnsdorff&start=a1&step=25');
    await expect(app.root).toHaveAttribute('data-state', 'done');
    const play = app.action('play');
    await expect(play).toContainText('Replay');
    await expect(play).toHaveAccessibleName(/Replay/);
  });
});
