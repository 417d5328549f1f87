// The build's hashed assets (/_next/static/…), answered by server.mjs's front
// process from memory instead of by Next.js. Next.js renders pages on one
// thread; a page's CSS, font and scripts, asked for while it still renders
// that page, waited behind the render (14–27 ms for the stylesheet where 2 ms
// would do, measured), and the first paint waits for the stylesheet. Here
// they are answered at once, from the other core. What Next.js would send is
// kept: the same security headers (lib/security/static-headers.mjs), immutable
// caching, gzip for text over 1 KB, ETag and 304. Anything else (a file that
// is not there, an odd path, another method) still goes to Next.js.
// Browsers that accept brotli get the copy `npm run build` wrote beside each
// text asset (precompressStaticAssets): brotli at its highest quality is 13 %
// smaller than gzip on /feed's scripts and stylesheet (264 → 229 KB), and too
// slow to run per request or at start.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompressSync, brotliDecompress as brotliDecompressCallback, constants as zlibConstants, gzip as gzipCallback } from 'node:zlib';
import { staticSecurityHeaders } from '../security/static-headers.mjs';

/** Content types by extension; a file of another kind is left to Next.js. */
const TYPES = {
  '.js': 'application/javascript; charset=UTF-8',
  '.css': 'text/css; charset=UTF-8',
  '.map': 'application/json; charset=UTF-8',
  '.json': 'application/json; charset=UTF-8',
  '.txt': 'text/plain; charset=UTF-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
};
const COMPRESSIBLE = new Set(['.js', '.css', '.map', '.json', '.txt', '.svg']);
/** Next.js compresses from 1 KB on; smaller answers go as they are. */
export const COMPRESS_MIN_BYTES = 1024;
const CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** Off the event loop: the front process answers the proxy meanwhile. */
const gzip = promisify(gzipCallback);
const brotliDecompress = promisify(brotliDecompressCallback);
/** The brotli copy of `file` is `file` + this. */
export const BROTLI_SUFFIX = '.br';

/** Whether a file of this name and size is sent compressed. */
function compressible(file, bytes) {
  return COMPRESSIBLE.has(path.extname(file)) && bytes >= COMPRESS_MIN_BYTES;
}

/**
 * Writes the brotli copy of every text asset of the build's static folder
 * that is sent compressed, source maps aside (only developer tools ask for
 * them). Run by `npm run build` after every step that changes a script.
 * Returns how many it wrote.
 * @param {string} distDir
 * @returns {number}
 */
export function precompressStaticAssets(distDir) {
  let written = 0;
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (path.extname(file) !== '.map' && compressible(file, statSync(file).size)) {
        const body = readFileSync(file);
        const params = { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length };
        writeFileSync(file + BROTLI_SUFFIX, brotliCompressSync(body, { params }));
        written += 1;
      }
    }
  };
  walk(path.join(distDir, 'static'));
  return written;
}

/**
 * The brotli copy beside `file`, when the build wrote one and it still holds
 * the file as it is (a copy older than a later change to the file is left out:
 * a browser would run the old script).
 */
async function brotliCopyOf(file, body) {
  if (!compressible(file, body.length)) return null;
  try {
    const copy = await readFile(file + BROTLI_SUFFIX);
    return (await brotliDecompress(copy)).equals(body) ? copy : null;
  } catch {
    return null;
  }
}

const CODINGS = { br: /\bbr\b/, gzip: /\bgzip\b/ };

/**
 * Whether the request's Accept-Encoding names `coding`.
 * @param {import('node:http').IncomingMessage} req
 * @param {keyof typeof CODINGS} coding
 */
function accepts(req, coding) {
  return CODINGS[coding].test(String(req.headers['accept-encoding'] ?? ''));
}

/**
 * @typedef {{ body: Buffer, gzip: Buffer | null, brotli: Buffer | null, type: string, etag: string, lastModified: string }} Asset
 * @param {{ distDir: string, basePath: string, isLocal: boolean }} options
 */
export function createStaticAssets({ distDir, basePath, isLocal }) {
  const root = path.join(distDir, 'static');
  const prefix = `${basePath}/_next/static/`;
  const security = staticSecurityHeaders(isLocal).map(({ key, value }) => [key, value]);
  /** @type {Map<string, Promise<Asset | null>>} */
  const cache = new Map();

  /** The file a request path names inside the build's static folder, or null. */
  function fileOf(url) {
    const pathname = url.split('?')[0];
    if (!pathname.startsWith(prefix)) return null;
    let relative;
    try {
      relative = decodeURIComponent(pathname.slice(prefix.length));
    } catch {
      return null;
    }
    if (!relative || relative.includes('\0') || relative.includes('\\') || relative.split('/').some((part) => part === '..' || part === '.' || part === '')) return null;
    if (!TYPES[path.extname(relative)]) return null;
    const file = path.join(root, relative);
    return file.startsWith(root + path.sep) ? file : null;
  }

  /** @returns {Promise<Asset | null>} */
  function load(file) {
    let asset = cache.get(file);
    if (!asset) {
      asset = Promise.all([readFile(file), stat(file)])
        .then(async ([body, info]) => {
          const extension = path.extname(file);
          return {
            body,
            gzip: compressible(file, body.length) ? await gzip(body) : null,
            brotli: await brotliCopyOf(file, body),
            type: TYPES[extension],
            etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
            lastModified: info.mtime.toUTCString(),
          };
        })
        .catch(() => null);
      cache.set(file, asset);
      // A file that was not there may appear with the next deploy's build: ask again then.
      void asset.then((found) => found ?? cache.delete(file));
    }
    return asset;
  }

  /**
   * Answers the request when it asks for a file of the build's static folder
   * that exists; else returns false and leaves the request untouched.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @returns {Promise<boolean>}
   */
  async function serve(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const file = fileOf(req.url ?? '');
    if (!file) return false;
    const asset = await load(file);
    if (!asset) return false;
    const headers = [...security, ['Cache-Control', CACHE_CONTROL], ['ETag', asset.etag], ['Last-Modified', asset.lastModified], ['Content-Type', asset.type]];
    if (asset.gzip) headers.push(['Vary', 'Accept-Encoding']);
    if (req.headers['if-none-match'] === asset.etag) {
      res.writeHead(304, headers.flat());
      res.end();
      return true;
    }
    const coding = asset.brotli && accepts(req, 'br') ? 'br' : asset.gzip && accepts(req, 'gzip') ? 'gzip' : null;
    const body = coding === 'br' ? asset.brotli : coding === 'gzip' ? asset.gzip : asset.body;
    if (coding) headers.push(['Content-Encoding', coding]);
    headers.push(['Content-Length', String(body.length)]);
    res.writeHead(200, headers.flat());
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  }

  return { serve };
}
