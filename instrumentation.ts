/**
 * Runs once when the server starts: stops it with a clear message when the
 * environment is invalid. The check is Node.js code (process.exit); the Edge
 * build drops this branch, as NEXT_RUNTIME is known when it is bundled.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { checkEnvOrExit } = await import('@/lib/server/check-env');
    checkEnvOrExit();
  }
}
