import { launch, openApp } from './support/browser.mjs';
const env = await launch();
try {
  const shots = [
    ['code-warnsdorff', '?board=8x8&algo=warnsdorff&start=a8&code=1', 5],
    ['code-backtrack', '?board=5x5&algo=backtrack&start=a5&code=1', 40],
    ['code-random-zh', '?board=5x5&algo=random&start=b5&code=1&lang=zh-Hant&seed=3', 12],
  ];
  for (const [name, query, steps] of shots) {
    const page = await openApp(env, query);
    await page.waitForSelector('[data-testid=code]', { timeout: 20000 });
    for (let i = 0; i < steps; i++) await page.click('[data-action=forward]');
    await page.screenshot({ path: `output/${name}.png`, fullPage: true });
    console.log(name, await page.locator('[data-testid=code]').getAttribute('data-line'), await page.locator('[data-testid=code-values]').innerText());
  }
} finally { await env.stop(); }
