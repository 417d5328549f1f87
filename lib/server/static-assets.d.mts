import type { IncomingMessage, ServerResponse } from 'node:http';

export declare const COMPRESS_MIN_BYTES: number;

export declare function createStaticAssets(options: { distDir: string; basePath: string; isLocal: boolean }): {
  /** Answers a request for an existing file of the build's static folder; else resolves false and leaves the request untouched. */
  serve(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
};
