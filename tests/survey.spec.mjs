// The all-starts survey as a heatmap; clicking a cell plays that run.
import { test, expect, oneOf } from './support/fixtures.mjs';
import * as S from './support/selectors.mjs';
import { pathProblem } from './support/tour.mjs';

test.describe('survey of every start', () => {
  test('Warnsdorff in the gossip order fails only from e3 (seed 001)', async ({ app }) => {
    await app.open('?algo=warnsdorff');
    await app.action('survey').click();
    await expect(app.root).toHaveAttribute('data-survey', 'done');
    const cells = await app.locator(S.surveyed).evaluateAll((elements) =>
      Object.fromEntries(elements.map((e) => [e.dataset.square, e.dataset.survey])));
    expect(Object.keys(cells)).toHaveLength(64);
    const failed = Object.entries(cells).filter(([, outcome]) => outcome !== 'open' && outcome !== 'closed');
    expect(failed).toEqual([['e3', 'stuck']]);
    await expect(app.status).toHaveText(/^Survey of 64 starts: 63 give a tour .* Fails from e3\./);
    await app.screenshot('desktop-survey');

    await app.square('e3').click();
    await expect(app.root).toHaveAttribute('data-state', oneOf('playing', 'paused'));
    await expect(app.root).not.toHaveAttribute('data-heatmap');
    await app.action('end').click();
    await expect(app.root).toHaveAttribute('data-state', 'stuck');
    const route = await app.steppedSquares();
    expect(route).toHaveLength(60);
    expect(pathProblem(route, 8, 8)).toBeNull();
    await app.action('heatmap').click();
    await expect(app.root).toHaveAttribute('data-heatmap', 'shown');
    await expect(app.locator(S.surveyed)).toHaveCount(64);
  });

  test('the deitel order fails only from c5 (seed 004), from a link', async ({ app }) => {
    await app.open('?algo=warnsdorff&order=deitel&survey=1');
    await expect(app.root).toHaveAttribute('data-survey', 'done');
    await expect(app.locator(S.surveyed)).toHaveCount(64);
    const stuck = app.locator(S.surveyedAs('stuck'));
    await expect(stuck).toHaveCount(1);
    await expect(stuck).toHaveAttribute('data-square', 'c5');
    await expect(app.locator(`${S.surveyedAs('open')}, ${S.surveyedAs('closed')}`)).toHaveCount(63);
  });

  test('a long survey can be cancelled and keeps the starts already done', async ({ app }) => {
    // Plain backtracking spends its whole budget on most 8x8 starts: about a minute.
    await app.open('?algo=backtrack&survey=1');
    await expect(app.root).toHaveAttribute('data-state', 'surveying');
    await app.action('cancel').click();
    await expect(app.root).toHaveAttribute('data-state', 'idle', { timeout: 1000 });
    await expect(app.root).toHaveAttribute('data-survey', 'cancelled');
    await expect(app.status).toHaveText(/^Cancelled the survey after \d+ of 64 starts/);
    const done = Number(/after (\d+) of 64/.exec(await app.statusText())[1]);
    expect(done).toBeLessThan(64);
    await expect(app.locator(S.surveyed), 'the heatmap shows the starts done').toHaveCount(done);
  });
});
