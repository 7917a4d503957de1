import { chromium } from 'playwright-core';
const url = process.argv[2] || 'http://127.0.0.1:8090/';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
page.on('console', (m) => console.log('console', m.type(), m.text()));
page.on('pageerror', (e) => console.log('pageerror', e.message));
page.on('worker', (w) => { console.log('worker', w.url()); w.on('console', (m) => console.log('worker console', m.text())); });
await page.goto(url);
await page.waitForSelector('.app[data-state]');
const actions = process.argv.slice(3);
for (const a of actions) {
  if (a.startsWith('click:')) await page.click(a.slice(6));
  else if (a.startsWith('wait:')) await page.waitForTimeout(Number(a.slice(5)));
  else if (a.startsWith('shot:')) await page.screenshot({ path: a.slice(5) });
  else if (a.startsWith('eval:')) console.log('eval', await page.evaluate(a.slice(5)));
}
const root = await page.$eval('.app[data-state]', (e) => ({ state: e.dataset.state, engine: e.dataset.engine, survey: e.dataset.survey }));
console.log(JSON.stringify(root));
console.log('status', await page.$eval('[role=status]', (e) => e.textContent));
await browser.close();
