// A static file server over the release build, on a free port of 127.0.0.1: the files as
// they are (the browser tests), or their precompressed copies (the load benchmark).
import http from 'node:http';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const distDir = path.resolve(process.env.DIST_DIR || path.join(here, '..', '..', 'dist'));
/** The test build (`cargo xtask build-test`: the release build with the feature
 * test-panic, whose `test-panic=page|engine` sets off a panic), or TEST_DIST_DIR. */
export const testDistDir = path.resolve(process.env.TEST_DIST_DIR || path.join(here, '..', '..', 'dist-test'));

/** A file's name as written, before `cargo xtask build` put a hash of its content in it
 * (xtask/src/hashed.rs): `lang-zh-Hant-0123abcd.json` is `lang-zh-Hant.json`,
 * `tour-engine-0123abcd_bg.wasm` is `tour-engine_bg.wasm`; any other name as it is. */
export const plainName = (name) => name.replace(/-[0-9a-f]{8}(?=_bg\.|\.[^.]*$)/, '');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.wasm': 'application/wasm',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
};

/** The Content-Security-Policy docs/embedding.md documents, which the app runs under. */
export const STRICT_CSP = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

/** The precompressed copy `cargo xtask build` writes beside a file, per encoding. */
const COPIES = { br: '.br', gzip: '.gz' };

/** Whether the request's Accept-Encoding accepts `encoding` (a q of 0 refuses it). */
function accepts(request, encoding) {
  return (request.headers['accept-encoding'] || '').split(',').some((item) => {
    const [token, ...params] = item.split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)).find(Boolean);
    return token.trim().toLowerCase() === encoding && !(q && Number(q[1]) === 0);
  });
}

/** The file to send for `full` and its encoding: the copy for the first of `encodings`
 * the browser accepts and the build wrote one for, else the file itself. */
async function chooseCopy(request, full, encodings) {
  for (const encoding of encodings) {
    if (!accepts(request, encoding)) continue;
    const copy = full + COPIES[encoding];
    if (await fs.access(copy).then(() => true, () => false)) return { file: copy, encoding };
  }
  return { file: full, encoding: null };
}

/** Serves dist/ (or `dir`); `headers` are added to every response (a CSP, CORS for
 * sandboxed frames). Files go out as they are, unless `precompressed` names encodings
 * (`br`, `gzip`, in order of preference): then, as a static host that serves precompressed
 * files does, a file's `.br` or `.gz` copy goes out with its Content-Encoding when the
 * browser accepts it. `alter(path, body)` may change what a file sends (a host gone
 * wrong): a Buffer to send instead, or null for a 503. */
export async function serve({ headers = {}, precompressed = [], alter = (_, body) => body, dir = distDir } = {}) {
  const server = http.createServer(async (request, response) => {
    let file = decodeURIComponent(new URL(request.url, 'http://localhost').pathname);
    if (file.endsWith('/')) file += 'index.html';
    const full = path.join(dir, path.normalize(file));
    if (!full.startsWith(dir)) {
      response.writeHead(403).end();
      return;
    }
    try {
      const { file: sent, encoding } = await chooseCopy(request, full, precompressed);
      const body = alter(file, await fs.readFile(sent));
      if (!body) {
        response.writeHead(503).end();
        return;
      }
      const coding = precompressed.length ? { vary: 'Accept-Encoding' } : {};
      if (encoding) coding['content-encoding'] = encoding;
      const type = TYPES[path.extname(full)] || 'application/octet-stream';
      response.writeHead(200, { ...headers, ...coding, 'content-type': type, 'content-length': body.length });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    url: `http://127.0.0.1:${port}/`,
    // Browsers keep connections open; closing them lets the server stop at once.
    close: () => new Promise((resolve) => {
      server.close(resolve);
      server.closeAllConnections();
    }),
  };
}
