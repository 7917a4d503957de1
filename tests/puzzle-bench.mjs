// Puzzle mode (the page's panel; the puzzles made on every worker of the engine, a
// hint's deductions in one): for each board and level, the time from a press of New
// puzzle to the new puzzle on the board (three in a row, the engine already running),
// then a hint's time to its sentence; the page at 1280x900, no throttling. The budgets of the puzzle issue: 8x8 at any level within 1 s, 10x10 within
// 5 s, a hint within 100 ms.
//
// Run: cargo xtask build && cd tests && npm run bench:puzzle
import { launch } from './support/browser.mjs';
const env = await launch();
const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
const CASES = [['8x8', 'easy'], ['8x8', 'medium'], ['8x8', 'hard'], ['10x10', 'medium'], ['10x10', 'hard'], ['12x12', 'medium']];
for (const [board, level] of CASES) {
  await page.goto(`${env.server.url}?mode=puzzle&board=${board}&level=${level}`);
  await page.waitForSelector('[data-action="new-puzzle"]', { timeout: 30000 });
  // The engine says how it runs once it is running.
  await page.waitForSelector('.app[data-engine]', { timeout: 30000 });
  const times = [];
  for (let i = 0; i < 3; i += 1) {
    const t = await page.evaluate(async () => {
      const before = document.querySelector('[data-testid="puzzle"]').dataset.code;
      const t0 = performance.now();
      document.querySelector('[data-action="new-puzzle"]').click();
      await new Promise((resolve) => {
        const check = () => {
          const code = document.querySelector('[data-testid="puzzle"]')?.dataset.code;
          if (code && code !== before && document.querySelector('.app').dataset.state === 'moving') resolve();
          else requestAnimationFrame(check);
        };
        check();
      });
      return performance.now() - t0;
    });
    times.push(Math.round(t));
  }
  const hint = await page.evaluate(async () => {
    const t0 = performance.now();
    document.querySelector('[data-action="hint"]').click();
    await new Promise((resolve) => {
      const check = () => (document.querySelector('[data-said]') ? resolve() : requestAnimationFrame(check));
      check();
    });
    return Math.round(performance.now() - t0);
  });
  console.log(`${board} ${level}: New puzzle ${times.join(', ')} ms; hint ${hint} ms`);
}
await env.stop();
