import type { IncomingMessage, ServerResponse } from 'node:http';

export declare const COMPRESS_MIN_BYTES: number;

export declare const BROTLI_SUFFIX: string;

/** Writes `<file>.br` beside every static text asset sent compressed (source maps aside); returns how many. */
export declare function precompressStaticAssets(distDir: string): number;

export declare function createStaticAssets(options: { distDir: string; basePath: string; isLocal: boolean }): {
  /** Answers a request for an existing file of the build's static folder; else resolves false and leaves the request untouched. */
  serve(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
};
