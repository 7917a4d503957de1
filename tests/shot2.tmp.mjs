import { launch } from './support/browser.mjs';
const env = await launch();
const page = await env.browser.newPage({ viewport: { width: 1000, height: 900 } });
page.on('console', (m) => m.type() === 'error' && console.log('ERR', m.text()));
await page.goto(env.server.url + 'embed-example.html');
await page.waitForFunction(() => [...document.querySelectorAll('output')].every((o) => ['done', 'stuck'].includes(o.dataset.event)), null, { timeout: 30000 });
console.log(await page.$$eval('output', (os) => os.map((o) => o.textContent)));
await page.screenshot({ path: '/tmp/shots/embed.png' });
await env.stop();
