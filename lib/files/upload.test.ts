import { CHUNK_BYTES, CHUNKED_FROM_BYTES } from './checks';
import { uploadFile } from './upload';

const calls: { path: string; form: FormData }[] = [];
let answer: (path: string, form: FormData) => unknown;

jest.mock('@/lib/client/api', () => ({
  upstream: async (path: string, options: { body: FormData }) => {
    calls.push({ path, form: options.body });
    const data = answer(path, options.body);
    return data instanceof Error ? { ok: false, status: 422, error: { kind: 'form', status: 422, message: data.message, summary: '', fields: {} } } : { ok: true, status: 200, data };
  },
}));

const uploaded = { id: 7, kind: 'attachment', name: 'big.pdf', size: 0, mime: 'application/pdf', url: 'http://x/files/t/big.pdf' };

beforeEach(() => {
  calls.length = 0;
});

describe('uploadFile', () => {
  it('sends a small file in one request with its kind', async () => {
    answer = () => ({ data: { ...uploaded, kind: 'photo' } });
    const progress: number[] = [];
    const result = await uploadFile(new File(['x'.repeat(100)], 'a.png', { type: 'image/png' }), 'photo', { onProgress: (p) => progress.push(p) });
    expect(result.ok && result.data.id).toBe(7);
    expect(calls.map((call) => call.path)).toEqual(['/application/file/upload/store']);
    expect(calls[0]!.form.get('kind')).toBe('photo');
    expect(progress).toEqual([1]);
  });

  it('sends a large file in ordered chunks, reporting progress after each, carrying the upload id', async () => {
    const size = CHUNKED_FROM_BYTES + CHUNK_BYTES + 10;
    const total = Math.ceil(size / CHUNK_BYTES);
    answer = (_path, form) =>
      Number(form.get('chunk_index')) === total - 1
        ? { done: true, upload_id: 'u1', data: { ...uploaded, size } }
        : { done: false, upload_id: 'u1', received_chunks: Number(form.get('chunk_index')) + 1 };
    const progress: number[] = [];
    const result = await uploadFile(new File([new Uint8Array(size)], 'big.pdf'), 'attachment', { onProgress: (p) => progress.push(p) });
    expect(result.ok && result.data.size).toBe(size);
    expect(calls.every((call) => call.path === '/application/file/chunk-upload/store')).toBe(true);
    expect(calls.map((call) => call.form.get('chunk_index'))).toEqual(Array.from({ length: total }, (_, i) => String(i)));
    expect(calls.map((call) => call.form.get('upload_id'))).toEqual([null, ...Array(total - 1).fill('u1')]);
    expect(calls.every((call) => call.form.get('total_chunks') === String(total) && call.form.get('size') === String(size))).toBe(true);
    expect((calls[0]!.form.get('file') as File).size).toBe(CHUNK_BYTES);
    expect(progress).toEqual(Array.from({ length: total }, (_, i) => (i + 1) / total));
  });

  it('stops at the first refused chunk and returns the refusal', async () => {
    answer = (_path, form) => (form.get('chunk_index') === '1' ? new Error('Expected chunk 0.') : { done: false, upload_id: 'u2', received_chunks: 1 });
    const result = await uploadFile(new File([new Uint8Array(CHUNKED_FROM_BYTES * 2)], 'big.pdf'), 'attachment');
    expect(result.ok).toBe(false);
    expect(calls).toHaveLength(2);
  });
});
