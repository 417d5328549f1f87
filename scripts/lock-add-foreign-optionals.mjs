// This machine's npm registry mirror serves only linux-x64 builds of platform packages, so
// `npm install` leaves the other platforms' optional packages (next's swc, tailwind's oxide,
// unrs' resolver bindings…) out of package-lock.json, and `npm ci` then refuses the lock as
// "out of sync". This adds a lock entry for each optional dependency the lock names but does
// not hold (version from the parent's optionalDependencies), which is what npm writes against
// the public registry; on this platform npm skips them as it always does for foreign builds.
// Run after any `npm install` here: node scripts/lock-add-foreign-optionals.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
const packages = lock.packages;
let added = 0;
for (const [path, entry] of Object.entries(packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = path ? `${path}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[base] || packages[`node_modules/${name}`]) continue;
    if (!/^\d+\.\d+\.\d+/.test(version)) continue;
    packages[`node_modules/${name}`] = { version, ...(entry.dev ? { dev: true } : {}), optional: true };
    added += 1;
  }
}
const sorted = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
lock.packages = sorted;
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(`added ${added} foreign optional entries`);
