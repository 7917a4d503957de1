// Debian's Chromium, as every browser run here launches it: the Playwright config, and
// the plain node scripts (benchmarks) that drive playwright-core directly.
import { chromium } from 'playwright-core';

/** The browser binary: `CHROMIUM`, else Debian's. */
export const executablePath = process.env.CHROMIUM || '/usr/bin/chromium';

/** Headless as root on a machine without GPU or network services to talk to. */
export const args = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Launches that Chromium (for scripts; the tests get theirs from the config). */
export const launchChromium = () => chromium.launch({ executablePath, args });
