/** Fails the server start with a clear message when the environment is invalid. */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { serverEnv } = await import('@/lib/env');
    serverEnv();
  }
}
