import { serverEnv } from '@/lib/env';

/**
 * Node.js only (instrumentation.ts imports it in that runtime): stops the server
 * with a clear message when the environment is invalid.
 */
export function checkEnvOrExit(): void {
  try {
    serverEnv();
  } catch (error) {
    console.error(`\n${(error as Error).message}\n`);
    process.exit(1);
  }
}
