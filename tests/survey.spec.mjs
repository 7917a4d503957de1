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

  test('undecided starts are told apart from failures: legend, status, tally and time, in three languages', async ({ app }) => {
    // 12x12 without d4:e5: fast tours every start but l9, where its exact search stops at
    // its budget (about a second natively).
    await app.open('?board=12x12&holes=d4:e5&survey=1');
    await expect(app.root).toHaveAttribute('data-survey', 'done', { timeout: 45_000 });
    const undecided = app.locator(S.surveyedAs('unknown'));
    await expect(undecided).toHaveCount(1);
    await expect(undecided).toHaveAttribute('data-square', 'l9');
    // A second or more reads in seconds to a tenth, digits grouped; less in whole ms.
    const time = String.raw`(\d{1,3}(,\d{3})*\.\d s|\d{1,3} ms)`;
    await expect(app.status).toHaveText(new RegExp(`^Survey of 140 starts: 139 give a tour .*\\. Undecided from l9: the search stopped at its budget\\. ${time}\\. Click`));
    await expect(app.status).not.toContainText('Fails');
    const legend = app.locator(S.heatmapLegend);
    await expect(legend.locator('li', { hasText: '?' })).toHaveText('?undecided: the search stopped at its budget');
    const tally = app.testId('survey-tally');
    await expect(tally).toContainText('Undecided1');
    await expect(tally.locator('dd').last()).toHaveText(new RegExp(`^${time}$`));
    await app.screenshot('desktop-survey-undecided');

    // 未能判定: undecided, in both scripts; 秒 and 毫秒: seconds and milliseconds.
    const unit = /^(\d{1,3}(,\d{3})*\.\d 秒|\d{1,3} 毫秒)$/;
    for (const lang of ['zh-Hant', 'zh-Hans']) {
      await app.control('lang').selectOption(lang);
      await expect(app.root).toHaveAttribute('lang', lang);
      await expect(app.status).toContainText('l9');
      await expect(app.status).toContainText('未能判定');
      await expect(app.status).not.toContainText('ms');
      await expect(legend.locator('li', { hasText: '?' })).toContainText('未能判定');
      await expect(tally).toContainText('未能判定1');
      await expect(tally.locator('dd').last()).toHaveText(unit);
    }
  });

  test('the tally groups its counts in thousands, as the status line does', async ({ app }) => {
    await app.open('?board=40x40&survey=1');
    await expect(app.root).toHaveAttribute('data-survey', 'done', { timeout: 60_000 });
    await expect(app.status).toHaveText(/^Survey of 1,600 starts: /);
    const tally = app.testId('survey-tally');
    await expect(tally.locator('dd').first()).toHaveText('1,600 of 1,600');
    // Every count in the tally, the time included, is grouped: no run of four digits.
    for (const value of await tally.locator('dd').allTextContents()) {
      expect(value).not.toMatch(/\d{4}/);
    }
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
