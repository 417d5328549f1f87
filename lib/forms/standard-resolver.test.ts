import { z } from 'zod';
import * as zm from 'zod/mini';
import { issuesToFieldErrors, standardResolver } from '@/lib/forms/standard-resolver';

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
