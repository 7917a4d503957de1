// node shot.tmp.mjs "?query" out.png W H [steps...]  steps: click:sel | wait:ms | key:Key | eval:js
import { launch, openApp } from './support/browser.mjs';
const [query, out, w = '1280', h = '800', ...steps] = process.argv.slice(2);
const env = await launch();
try {
  const page = await openApp(env, query, { width: Number(w), height: Number(h) });
  for (const step of steps) {
    const [kind, ...rest] = step.split(':'); const arg = rest.join(':');
    if (kind === 'click') await page.click(arg);
    else if (kind === 'wait') await page.waitForTimeout(Number(arg));
    else if (kind === 'key') await page.keyboard.press(arg);
    else if (kind === 'eval') console.log(await page.evaluate(arg));
  }
  await page.waitForTimeout(300);
  await page.screenshot({ path: out, fullPage: true });
  if (page.problems.length) console.log('PROBLEMS', page.problems);
} finally { await env.stop(); }
