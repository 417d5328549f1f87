// npm test: lint and typecheck side by side, then the unit tests, then e2e
// (scripts/e2e.mjs: both builds and Playwright). The first step that fails
// ends the run with its exit code. The side-by-side steps' output is printed
// whole, each when it ends, so the two never interleave. Each step's duration
// is printed as it ends, and all of them at the end.
import { spawn } from 'node:child_process';

const timings = [];

function step(script, { env = {}, buffered = false } = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npm', ['run', script], {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...env },
    });
    const output = [];
    if (buffered) for (const stream of [child.stdout, child.stderr]) stream.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = (Date.now() - started) / 1000;
      if (buffered) process.stdout.write(Buffer.concat(output));
      timings.push({ script, seconds, code: code ?? 1 });
      console.log(`\n[test] ${script} ${code === 0 ? 'passed' : 'failed'} in ${seconds.toFixed(1)} s\n`);
      resolve(code ?? 1);
    });
  });
}

function finish(code) {
  console.log('[test] steps:');
  for (const { script, seconds, code: exit } of timings) console.log(`  ${script.padEnd(10)} ${seconds.toFixed(1).padStart(7)} s  ${exit === 0 ? 'passed' : `exit ${exit}`}`);
  process.exit(code);
}

const checks = await Promise.all([step('lint', { buffered: true }), step('typecheck', { buffered: true })]);
const failed = checks.find((code) => code !== 0);
if (failed !== undefined) finish(failed);

const unit = await step('test:unit');
if (unit !== 0) finish(unit);

// The tree was type-checked just above: the e2e builds skip Next.js's own check (next.config.mjs).
finish(await step('test:e2e', { env: { CREWDESK_TYPECHECKED: '1' } }));
