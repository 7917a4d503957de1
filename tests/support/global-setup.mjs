// Serves dist/ once for the whole run (one static server on a free port of 127.0.0.1);
// the tests find it through KNIGHTS_TOUR_URL, which workers inherit.
import fs from 'node:fs';
import path from 'node:path';
import { distDir, serve } from './server.mjs';

export default async function globalSetup() {
  if (!fs.existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(`no build at ${distDir}: run \`cargo xtask build\` first (or point DIST_DIR at one)`);
  }
  const server = await serve();
  process.env.KNIGHTS_TOUR_URL = server.url;
  return () => server.close();
}
