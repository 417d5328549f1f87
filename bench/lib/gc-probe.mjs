// Preloaded into the app's processes by npm run bench (node --expose-gc --import;
// server.mjs's Next.js child inherits both): on SIGUSR2 each runs a full garbage
// collection and writes process.memoryUsage() to BENCH_MEMORY_FILE with its pid
// in the name, so the bench can tell a leak from a lazy collector.
import { writeFileSync } from 'node:fs';

process.on('SIGUSR2', () => {
  if (typeof globalThis.gc === 'function') globalThis.gc();
  const file = process.env.BENCH_MEMORY_FILE.replace(/\.json$/, `-${process.pid}.json`);
  writeFileSync(file, JSON.stringify({ at: Date.now(), ...process.memoryUsage() }));
});
