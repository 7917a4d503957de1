// For the plain node scripts (benchmarks), which drive playwright-core without the test
// runner: the build served on a free port, Debian's Chromium, and the app opened in a page.
import { launchChromium } from './chromium.mjs';
import { serve } from './server.mjs';

/** Starts the server and the browser; call `stop` when done. */
export async function launch() {
  const server = await serve();
  const browser = await launchChromium();
  return {
    server,
    browser,
    stop: async () => {
      await browser.close();
      await server.close();
    },
  };
}

/** Opens the app at `query` (e.g. '?board=6x6') in a new 1280x800 page and waits for the
 * board. `initScript` runs in the page before the app's own scripts. */
export async function openApp(env, query = '', { initScript } = {}) {
  const page = await env.browser.newPage({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
  if (initScript) await page.addInitScript(initScript);
  await page.goto(env.server.url + query);
  await page.waitForSelector('[data-rows]');
  return page;
}

/** Waits until the app root's data-state is one of `states`. */
export async function waitForState(page, states, timeout = 20000) {
  await page.waitForFunction(
    (wanted) => wanted.includes(document.querySelector('.app')?.dataset.state),
    states,
    { timeout },
  );
}
