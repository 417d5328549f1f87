// Preloaded into the app by npm run bench (node --expose-gc --import): on
// SIGUSR2 it runs a full garbage collection and writes process.memoryUsage()
// to BENCH_MEMORY_FILE, so the bench can tell a leak from a lazy collector.
import { writeFileSync } from 'node:fs';

process.on('SIGUSR2', () => {
  if (typeof globalThis.gc === 'function') globalThis.gc();
  writeFileSync(process.env.BENCH_MEMORY_FILE, JSON.stringify({ at: Date.now(), ...process.memoryUsage() }));
});
