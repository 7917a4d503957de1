// Debian's Chromium driven by playwright-core, plus helpers every browser test uses.
import { chromium } from 'playwright-core';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from './server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
export const outputDir = path.join(here, '..', 'output');

const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Starts the server (with extra response `headers`, if any) and the browser; call
 * `stop` in `after`. */
export async function launch({ headers } = {}) {
  const server = await serve({ headers });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
    args: FLAGS,
  });
  return {
    server,
    browser,
    stop: async () => {
      await browser.close();
      await server.close();
    },
  };
}

/**
 * Opens the app at `query` (e.g. '?board=6x6') and waits for the board. Console errors
 * and page errors are collected in `page.problems`; tests assert it stays empty.
 * `initScript` runs in the page before the app's own scripts.
 */
export async function openApp(
  env,
  query = '',
  viewport = { width: 1280, height: 800 },
  { initScript } = {},
) {
  const page = await env.browser.newPage({ viewport, locale: 'en-US' });
  if (initScript) await page.addInitScript(initScript);
  page.problems = [];
  page.on('console', (message) => {
    if (message.type() === 'error') page.problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => page.problems.push(`page error: ${error.message}`));
  await page.goto(env.server.url + query);
  await page.waitForSelector('[data-rows]');
  return page;
}

/** The app root's `data-state`. */
export const appState = (page) => page.getAttribute('.app', 'data-state');

/** Waits until `data-state` is one of `states`. */
export async function waitForState(page, states, timeout = 20000) {
  await page.waitForFunction(
    (wanted) => wanted.includes(document.querySelector('.app')?.dataset.state),
    states,
    { timeout },
  );
}

/** The status line's text. */
export const statusText = (page) => page.textContent('[data-testid="status"]');

/** Squares that carry `data-step`, ordered by step. */
export async function steppedSquares(page) {
  const steps = await page.$$eval('[data-step]', (elements) =>
    elements.map((element) => [Number(element.dataset.step), element.dataset.square]),
  );
  return steps.sort((a, b) => a[0] - b[0]).map(([, square]) => square);
}

/** Waits until exactly `count` squares carry `data-step` (the DOM re-renders after a click). */
export async function waitForStepCount(page, count, timeout = 5000) {
  await page.waitForFunction(
    (wanted) => document.querySelectorAll('[data-step]').length === wanted,
    count,
    { timeout },
  );
}

/** Board size from the `<svg>`. */
export async function boardSize(page) {
  const rows = Number(await page.getAttribute('[data-rows]', 'data-rows'));
  const cols = Number(await page.getAttribute('[data-rows]', 'data-cols'));
  return { rows, cols };
}

/** Saves a full-page screenshot into tests/output/. */
export async function screenshot(page, name) {
  fs.mkdirSync(outputDir, { recursive: true });
  await page.screenshot({ path: path.join(outputDir, `${name}.png`), fullPage: true });
}
