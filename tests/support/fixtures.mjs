// The fixtures every browser test uses: `test` and `expect` from @playwright/test, with
//  - `baseURL`: the build in dist/, served once for the run (global-setup.mjs), or by a
//    server of the test's own when it sets `serverHeaders` (a CSP, CORS),
//    `serverOptions` (a file answered otherwise) or `testBuild` (the test build in
//    dist-test/, whose `test-panic=` sets off a panic);
//  - console errors and page errors of every page of the test's context collected and
//    asserted empty when the test ends, so a test fails if the page logged one (a test
//    that expects one names it in `allowedConsoleErrors`);
//  - `app`: the test's fresh page (1280x800, en-US unless the test says otherwise) with
//    helpers to open the app and read the board.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect } from '@playwright/test';
import { serve, testDistDir } from './server.mjs';
import * as S from './selectors.mjs';

export { expect };

const here = path.dirname(fileURLToPath(import.meta.url));
/** Screenshots to look at after a run (gitignored). */
export const outputDir = path.join(here, '..', 'output');

/** A pattern matching exactly one of `values`, for data-state and data-hint. */
export const oneOf = (...values) => new RegExp(`^(${values.join('|')})$`);

/** Squares carrying data-step in `scope` (a page, frame or element locator), by step. */
export async function steppedSquares(scope, within = '') {
  const steps = await scope.locator(`${within} ${S.stepped}`.trim()).evaluateAll((elements) =>
    elements.map((element) => [Number(element.dataset.step), element.dataset.square]));
  return steps.sort((a, b) => a[0] - b[0]).map(([, square]) => square);
}

/** The app in one page (or frame), with the helpers the tests share. */
export class App {
  constructor(page) {
    this.page = page;
    this.root = page.locator(S.app);
    this.status = page.locator(S.status);
    // The board (the first one in compare mode).
    this.board = page.locator(S.board).first();
  }

  /** Opens the app at `query` (e.g. '?board=6x6', relative to baseURL) and waits for
   * the board. `viewport` resizes the page first. */
  async open(query = '', { viewport } = {}) {
    if (viewport) await this.page.setViewportSize(viewport);
    await this.page.goto(query || './');
    await expect(this.board).toBeVisible();
    return this;
  }

  /** The app at `query` in another page of the same context (its console is checked too). */
  async openAnother(query = '', options = {}) {
    return new App(await this.page.context().newPage()).open(query, options);
  }

  locator(selector) { return this.page.locator(selector); }
  square(name) { return this.page.locator(S.square(name)); }
  action(name) { return this.page.locator(S.action(name)); }
  control(name) { return this.page.locator(S.control(name)); }
  testId(id) { return this.page.locator(`[data-testid="${id}"]`); }

  /** Opens the settings group `name` (board, algorithm, ends) unless it is open. */
  async openSection(name) {
    const group = this.page.locator(S.section(name));
    if (!(await group.evaluate((details) => details.open))) await group.locator('summary').click();
    await expect(group).toHaveJSProperty('open', true);
  }

  /** Clicks the squares in turn (play mode's walk). */
  async walk(squares) {
    for (const name of squares) await this.square(name).click();
  }

  /** The status line's text. */
  statusText() { return this.status.textContent(); }

  /** Squares that carry data-step, ordered by step (optionally inside `within`). */
  steppedSquares(within = '') { return steppedSquares(this.page, within); }

  /** Board size from the board's data-rows and data-cols. */
  async boardSize() {
    const [rows, cols] = await this.board.evaluate((b) => [Number(b.dataset.rows), Number(b.dataset.cols)]);
    return { rows, cols };
  }

  /** Starts recording every value the attribute `name` of `selector` takes, in the page
   * itself (a MutationObserver), so a value shown for a moment is seen however slowly the
   * test polls. Returns a function that reads the distinct values recorded so far. */
  async recordAttribute(selector, name) {
    const key = `${selector}|${name}`;
    await this.page.evaluate(([selector, name, key]) => {
      const recorded = (window.recordedAttributes ??= {});
      const values = (recorded[key] = []);
      const note = () => {
        const value = document.querySelector(selector)?.getAttribute(name);
        if (value != null && !values.includes(value)) values.push(value);
      };
      note();
      new MutationObserver(note).observe(document.body,
        { subtree: true, childList: true, attributeFilter: [name] });
    }, [selector, name, key]);
    return () => this.page.evaluate((key) => window.recordedAttributes[key], key);
  }

  /** Saves a screenshot as tests/output/<name>.png: the whole page (`fullPage`), or what
   * the viewport shows. */
  async screenshot(name, { fullPage = true } = {}) {
    fs.mkdirSync(outputDir, { recursive: true });
    await this.page.screenshot({ path: path.join(outputDir, `${name}.png`), fullPage });
  }
}

export const test = base.extend({
  // Extra response headers; when set, the test gets a server of its own sending them.
  serverHeaders: [null, { option: true }],
  // More options for a server of the test's own (server.mjs's `serve`: `alter`, a host
  // gone wrong); when set, the test gets one.
  serverOptions: [null, { option: true }],
  // The test build (dist-test/, `cargo xtask build-test`) instead of the release build.
  testBuild: [false, { option: true }],
  // Console errors and page errors a test expects and accepts: RegExps on `message (page
  // or script URL)`.
  allowedConsoleErrors: [[], { option: true }],

  baseURL: async ({ serverHeaders, serverOptions, testBuild }, use) => {
    if (!serverHeaders && !serverOptions && !testBuild) {
      const url = process.env.KNIGHTS_TOUR_URL;
      if (!url) throw new Error('KNIGHTS_TOUR_URL is unset: run the tests through playwright.config.mjs');
      await use(url);
      return;
    }
    if (testBuild && !fs.existsSync(path.join(testDistDir, 'index.html'))) {
      throw new Error(`no test build at ${testDistDir}: run \`cargo xtask build-test\` first (or point TEST_DIST_DIR at one)`);
    }
    const server = await serve({ ...serverOptions, headers: serverHeaders || {}, ...(testBuild && { dir: testDistDir }) });
    await use(server.url);
    await server.close();
  },

  // Every console error and page error of every page in the test's context. A test may
  // read it (e.g. per link); the test fails if any is left when it ends.
  pageProblems: [async ({ context, allowedConsoleErrors }, use) => {
    const problems = [];
    const allowed = (problem) => allowedConsoleErrors.some((pattern) => pattern.test(problem));
    context.on('console', (message) => {
      if (message.type() !== 'error') return;
      const problem = `${message.text()} (${message.location().url || message.page()?.url()})`;
      if (!allowed(problem)) problems.push(`console error: ${problem}`);
    });
    context.on('weberror', (error) => {
      const problem = `${error.error().message} (${error.page()?.url()})`;
      if (!allowed(problem)) problems.push(`page error: ${problem}`);
    });
    await use(problems);
    expect(problems, 'console errors and page errors during the test').toEqual([]);
  }, { auto: true }],

  app: async ({ page }, use) => {
    await use(new App(page));
  },
});
