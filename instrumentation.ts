/**
 * Runs once when the server starts: stops it with a clear message when the
 * environment is invalid.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { serverEnv } = await import('@/lib/env');
  try {
    serverEnv();
  } catch (error) {
    console.error(`\n${(error as Error).message}\n`);
    process.exit(1);
  }
}
