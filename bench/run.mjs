// npm run bench (see bench/main.ts). The bench is TypeScript, run through tsx,
// so that e2e/budgets.spec.ts and the unit tests share its modules.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { ensureChromium } from '../scripts/ensure-chromium.mjs';

ensureChromium();
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { main } = await tsImport('./main.ts', import.meta.url);
let code = 1;
try {
  code = await main(root, process.argv.slice(2));
} catch (error) {
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
}
// main() has stopped its servers; idle keep-alive sockets must not hold the process open.
process.exit(code);
