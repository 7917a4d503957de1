// The native side of the benchmarks: the release command line and the engine's job
// words (crates/tour-engine/examples/job_words.rs), each built first if missing, and
// whole-process timings.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const release = join(process.env.CARGO_TARGET_DIR ?? join(root, 'target'), 'release');

/** `path`, built by `cargo build --release …flags` first if it is not there yet. */
const built = (path, flags) => {
  if (!existsSync(path)) execFileSync('cargo', ['build', '--release', ...flags], { stdio: 'inherit', cwd: root });
  return path;
};

/** The release `knights-tour`. */
export const nativeBinary = () => built(join(release, 'knights-tour'), ['-p', 'tour-cli']);

/** The release example that prints an engine job's words. */
const jobWordsBinary = () => built(join(release, 'examples', 'job_words'), ['-p', 'tour-engine', '--example', 'job_words']);

/** The words of the engine job `args` name (job_words.rs), its first word the job's
 * number (0: the pool fills it in); with `--native` first, `{ words, ms }`. */
export const jobWords = (...args) => JSON.parse(execFileSync(jobWordsBinary(), args.map(String)));

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
