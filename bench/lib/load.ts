import { Pool, type Dispatcher } from 'undici';
import type { CookieJar } from './http';

/**
 * The proxy bench's load generator: undici's keep-alive pool and a handler that
 * keeps only what the bench records (status, time, cookies set) and drops the
 * body as it arrives. The generator shares the machine's cores with the servers
 * it measures, and only the proxied path has a third process to share them
 * with, so every microsecond it spends counts against the proxy: node:http's
 * client with whole bodies cost about as much CPU per call as the upstream
 * itself. Its CPU per call is in the report, beside the servers'.
 */
export class LoadClient {
  private readonly pool: Pool;
  private readonly path: string;
  private headers: Record<string, string>;

  constructor(
    url: string,
    connections: number,
    private readonly jar: CookieJar,
    private readonly baseHeaders: Record<string, string>,
  ) {
    const target = new URL(url);
    this.pool = new Pool(target.origin, { connections, pipelining: 1 });
    this.path = `${target.pathname}${target.search}`;
    this.headers = this.withCookies();
  }

  private withCookies(): Record<string, string> {
    const cookie = this.jar.header();
    return cookie ? { ...this.baseHeaders, cookie } : this.baseHeaders;
  }

  /** One GET: its status and wall-clock time to the last body byte (ms); cookies set are kept for the next call. */
  get(): Promise<{ status: number; ms: number }> {
    return new Promise((resolve, reject) => {
      const start = performance.now();
      let status = 0;
      const handler: Dispatcher.DispatchHandler = {
        // undici tells this handler API from the legacy one by onRequestStart.
        onRequestStart() {},
        onResponseStart: (_controller, statusCode, headers) => {
          status = statusCode;
          const setCookie = headers['set-cookie'];
          if (setCookie) {
            this.jar.take(setCookie);
            this.headers = this.withCookies();
          }
        },
        onResponseData() {},
        onResponseEnd() {
          resolve({ status, ms: performance.now() - start });
        },
        onResponseError(_controller, error) {
          reject(error);
        },
      };
      this.pool.dispatch({ path: this.path, method: 'GET', headers: this.headers }, handler);
    });
  }

  close(): Promise<void> {
    return this.pool.close();
  }
}
