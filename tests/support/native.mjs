// The native side of the benchmarks: the release command line and the engine's job
// bytes and report reader (crates/tour-engine/examples/job_bytes.rs), each brought up to
// date first, and whole-process timings.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const release = join(process.env.CARGO_TARGET_DIR ?? join(root, 'target'), 'release');

/** `path`, brought up to date by `cargo build --release …flags` first (once a run: a
 * binary older than the sources would write or read another protocol). */
const fresh = new Set();
const built = (path, flags) => {
  if (!fresh.has(path)) execFileSync('cargo', ['build', '--release', ...flags], { stdio: 'inherit', cwd: root });
  fresh.add(path);
  return path;
};

/** The release `knights-tour`. */
export const nativeBinary = () => built(join(release, 'knights-tour'), ['-p', 'tour-cli']);

/** The release example that writes engine jobs and reads their reports. */
const jobBytesBinary = () => built(join(release, 'examples', 'job_bytes'), ['-p', 'tour-engine', '--example', 'job_bytes']);

/** The bytes of the engine job `args` name (job_bytes.rs); with `--native` first,
 * `{ bytes, ms }`. */
export const jobBytes = (...args) => JSON.parse(execFileSync(jobBytesBinary(), args.map(String)));

/** What the benchmark reads of each report in `reports` (each its bytes), in order:
 * `{ kind, ... }` as job_bytes.rs --read gives it. */
export function readReports(reports) {
  const dir = mkdtempSync(join(tmpdir(), 'engine-reports-'));
  try {
    const file = join(dir, 'reports.json');
    writeFileSync(file, JSON.stringify(reports));
    return JSON.parse(execFileSync(jobBytesBinary(), ['--read', file], { maxBuffer: 1 << 26 }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs `binary args` and returns its stdout and stderr; exit status 2 (a run that ended
 * without a tour, as asked) is not an error. */
export function run(binary, args) {
  const result = spawnSync(binary, args, { encoding: 'utf8', maxBuffer: 1 << 26 });
  if (result.status !== 0 && result.status !== 2) {
    throw new Error(`${binary} ${args.join(' ')}: exit ${result.status}\n${result.stderr}`);
  }
  return result;
}

/** The best wall time in ms of `runs` whole processes `binary args` (spawn included),
 * and each one's output. */
export function bestProcess(binary, args, runs) {
  let best = Infinity;
  const outs = [];
  for (let i = 0; i < runs; i++) {
    const began = process.hrtime.bigint();
    outs.push(run(binary, args));
    best = Math.min(best, Number(process.hrtime.bigint() - began) / 1e6);
  }
  return { ms: best, outs };
}
