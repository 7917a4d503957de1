// Browser tests of the release build in dist/ (DIST_DIR for another build), in Debian's
// Chromium (CHROMIUM for another binary): `npm test`.
import { defineConfig } from '@playwright/test';
import { args, executablePath } from './support/chromium.mjs';

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.mjs',
  outputDir: './output/test-results',
  globalSetup: './support/global-setup.mjs',
  // Tests are independent (each has its own browser context), so they spread over the
  // workers one by one; two workers match the two cores the suite is measured on.
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [
    ['list'],
    ['junit', { outputFile: './output/junit.xml' }],
    ...(process.env.GITHUB_ACTIONS ? [['github']] : []),
  ],
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath, args },
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
    trace: 'retain-on-failure',
  },
});
