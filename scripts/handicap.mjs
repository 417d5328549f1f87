// Runs a command with cores kept busy by something else, to prove the suite on a
// slower machine than the one it was written on:
//   node scripts/handicap.mjs [--cores 1] -- bash .ci/run
// Each busy core is a child spinning at normal priority, as a noisy neighbour would;
// they stop when the command ends (or this script is interrupted), and the
// command's exit code is this script's.
import { spawn } from 'node:child_process';
import { parseArgs } from 'node:util';

const split = process.argv.indexOf('--');
if (split < 0 || split === process.argv.length - 1) {
  console.error('usage: node scripts/handicap.mjs [--cores N] -- <command> [args…]');
  process.exit(2);
}
const { values } = parseArgs({ args: process.argv.slice(2, split), options: { cores: { type: 'string', default: '1' } } });
const cores = Number(values.cores);
if (!Number.isInteger(cores) || cores < 0) {
  console.error('--cores takes a whole number');
  process.exit(2);
}

const spinners = Array.from({ length: cores }, () => spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' }));
const stopSpinners = () => spinners.forEach((child) => child.kill('SIGKILL'));
console.log(`[handicap] ${cores} core(s) kept busy while running: ${process.argv.slice(split + 1).join(' ')}`);

const [command, ...args] = process.argv.slice(split + 1);
const started = Date.now();
const child = spawn(command, args, { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => {
  stopSpinners();
  console.log(`[handicap] done in ${((Date.now() - started) / 60_000).toFixed(1)} min, exit ${code ?? signal}`);
  process.exit(code ?? 1);
});
