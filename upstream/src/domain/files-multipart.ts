import type { IncomingMessage } from 'node:http';
import { badRequest, payloadTooLarge, unsupportedMediaType } from '../http/respond';

/**
 * multipart/form-data for the upload calls (src/http/body.ts answers JSON and
 * forms only). The whole body is read with a limit, then split on the boundary.
 */

export interface MultipartFile {
  filename: string;
  type: string;
  data: Buffer;
}

export interface Multipart {
  fields: Record<string, string>;
  files: Record<string, MultipartFile>;
}

function readLimited(req: IncomingMessage, limit: number): Promise<Buffer> {
  if (Number(req.headers['content-length'] ?? 0) > limit) {
    req.resume();
    return Promise.reject(payloadTooLarge());
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.off('data', onData);
        req.resume();
        reject(payloadTooLarge());
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function boundaryOf(contentType: string | undefined): string {
  const [type, ...params] = (contentType ?? '').split(';').map((part) => part.trim());
  if (type?.toLowerCase() !== 'multipart/form-data') throw unsupportedMediaType();
  for (const param of params) {
    const eq = param.indexOf('=');
    if (param.slice(0, eq).trim().toLowerCase() === 'boundary') {
      const value = param.slice(eq + 1).trim().replace(/^"(.*)"$/, '$1');
      if (value && value.length <= 200) return value;
    }
  }
  throw badRequest('The multipart boundary is missing.');
}

function dispositionParam(header: string, name: string): string | undefined {
  const star = new RegExp(`(?:^|;)\\s*${name}\\*=(?:UTF-8'')?([^;]*)`, 'i').exec(header);
  if (star) {
    try {
      return decodeURIComponent(star[1]!.trim().replace(/^"(.*)"$/, '$1'));
    } catch {
      return undefined;
    }
  }
  const plain = new RegExp(`(?:^|;)\\s*${name}="((?:[^"\\\\]|\\\\.)*)"`, 'i').exec(header) ?? new RegExp(`(?:^|;)\\s*${name}=([^;]*)`, 'i').exec(header);
  return plain?.[1]?.replace(/\\(.)/g, '$1').trim();
}

export function parseMultipart(body: Buffer, contentType: string | undefined): Multipart {
  const boundary = Buffer.from(`--${boundaryOf(contentType)}`);
  const result: Multipart = { fields: {}, files: {} };
  let position = body.indexOf(boundary);
  if (position === -1) throw badRequest('The multipart body is malformed.');
  for (;;) {
    position += boundary.length;
    if (body.subarray(position, position + 2).toString() === '--') return result;
    position += 2; // CRLF after the boundary
    const headerEnd = body.indexOf('\r\n\r\n', position);
    if (headerEnd === -1) throw badRequest('The multipart body is malformed.');
    const headers: Record<string, string> = {};
    for (const line of body.subarray(position, headerEnd).toString('utf8').split('\r\n')) {
      const colon = line.indexOf(':');
      if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const next = body.indexOf(Buffer.concat([Buffer.from('\r\n'), boundary]), headerEnd + 4);
    if (next === -1) throw badRequest('The multipart body is malformed.');
    const content = body.subarray(headerEnd + 4, next);
    const disposition = headers['content-disposition'] ?? '';
    const name = dispositionParam(disposition, 'name');
    const filename = dispositionParam(disposition, 'filename');
    if (name) {
      if (filename !== undefined) result.files[name] = { filename, type: headers['content-type'] ?? '', data: Buffer.from(content) };
      else result.fields[name] = content.toString('utf8');
    }
    position = next + 2;
  }
}

/** Reads and parses a multipart request of at most `limit` bytes. */
export async function readMultipart(req: IncomingMessage, limit: number): Promise<Multipart> {
  const contentType = req.headers['content-type'];
  boundaryOf(contentType);
  return parseMultipart(await readLimited(req, limit), contentType);
}
