import { z } from 'zod';
import * as zm from 'zod/mini';
import { issuesToFieldErrors, loadOnce, SCHEMA_UNAVAILABLE, standardResolver, validateStandard } from '@/lib/forms/standard-resolver';

describe('standard schema resolver', () => {
  it('returns parsed values when the schema accepts them', async () => {
    const resolve = standardResolver(z.object({ email: z.string().trim() }));
    expect(await resolve({ email: ' a@b.c ' })).toEqual({ values: { email: 'a@b.c' }, errors: {} });
  });

  it('returns the first message per field, for classic and mini schemas', async () => {
    const classic = standardResolver(z.object({ email: z.string().min(1, 'This is a required field').email('Please use a valid email address') }));
    expect((await classic({ email: '' })).errors).toEqual({ email: { type: 'validation', message: 'This is a required field' } });
    const mini = standardResolver(zm.object({ password: zm.string().check(zm.minLength(8, { error: 'at least 8 characters' })) }));
    expect((await mini({ password: 'short' })).errors).toEqual({ password: { type: 'validation', message: 'at least 8 characters' } });
  });

  it('nests dotted paths and keeps form-level issues under root', () => {
    expect(
      issuesToFieldErrors([
        { message: 'Invalid time', path: ['clocks', 0, 'start'] },
        { message: 'second', path: ['clocks', 0, 'start'] },
        { message: 'Whole form', path: [] },
      ]),
    ).toEqual({ clocks: { 0: { start: { type: 'validation', message: 'Invalid time' } } }, root: { type: 'validation', message: 'Whole form' } });
  });
});

describe('schema loaders', () => {
  const schema = zm.object({ email: zm.string().check(zm.trim(), zm.minLength(1, { error: 'This is a required field' })) });

  it('waits for a loaded schema before validating', async () => {
    let arrive!: (value: typeof schema) => void;
    const resolve = standardResolver(() => new Promise<typeof schema>((done) => (arrive = done)));
    const pending = resolve({ email: '' });
    arrive(schema);
    expect((await pending).errors).toEqual({ email: { type: 'validation', message: 'This is a required field' } });
  });

  it('loads once, and again after a failed load', async () => {
    const load = jest.fn<Promise<typeof schema>, []>().mockRejectedValueOnce(new Error('Loading chunk failed')).mockResolvedValue(schema);
    const once = loadOnce(load);
    await expect(once()).rejects.toThrow('Loading chunk failed');
    expect(await once()).toBe(schema);
    expect(await once()).toBe(schema);
    expect(load).toHaveBeenCalledTimes(2);
    expect(await loadOnce(schema)()).toBe(schema);
  });

  it('reports a schema that cannot be loaded under root, as no internet', async () => {
    const resolve = standardResolver<{ email: string }, { email: string }>(() => Promise.reject(new Error('Loading chunk failed')));
    expect(await resolve({ email: 'a@b.c' })).toEqual({ values: {}, errors: { root: { type: SCHEMA_UNAVAILABLE, message: 'No internet.' } } });
  });
});

describe('validateStandard', () => {
  it('returns the parsed value, or the first message per dotted path', async () => {
    const schema = z.object({ email: z.string().trim().min(1, 'required'), clocks: z.array(z.object({ start: z.string().min(1, 'start') })) });
    expect(await validateStandard(schema, { email: ' a ', clocks: [] })).toEqual({ ok: true, value: { email: 'a', clocks: [] } });
    expect(await validateStandard(schema, { email: '', clocks: [{ start: '' }] })).toEqual({ ok: false, errors: { email: 'required', 'clocks.0.start': 'start' } });
  });
});
