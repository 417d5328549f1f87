import type { Result } from '@/lib/errors';
import { serverCall } from '@/lib/upstream/server';
import { getHolidayPeople } from './holiday-api';
import { holidayApi, holidayPeopleApi } from './endpoints';

jest.mock('@/lib/upstream/server', () => ({ serverCall: jest.fn() }));
const call = jest.mocked(serverCall);

const ok = (data: unknown): Result<unknown> => ({ ok: true, status: 200, data });
const refused: Result<never> = { ok: false, status: 403, error: { kind: 'forbidden', status: 403, message: 'No.' } as never };
const META = { current_page: 1, last_page: 1, per_page: 10, from: null, to: null, total: 0 };
const OFFSITE = { id: 9, name: 'Offsite', start_date: '2026-05-04', end_date: '2026-05-04', calendar_year: 2026, description: null, for_everyone: false, country_code: null, users: [] };

function upstream(answers: Map<unknown, Result<unknown>>) {
  call.mockImplementation(((endpoint: unknown) => Promise.resolve(answers.get(endpoint)!)) as never);
}

beforeEach(() => call.mockReset());

describe('getHolidayPeople', () => {
  it('takes the holiday from the people’s answer when it carries one, with one call', async () => {
    upstream(new Map<unknown, Result<unknown>>([[holidayPeopleApi.index, ok({ data: [], meta: META, holiday: { id: 9, name: 'Offsite', for_everyone: true } })]]));
    const result = await getHolidayPeople(9, { page: 1 });
    expect(result).toMatchObject({ ok: true, data: { holiday: { id: 9, name: 'Offsite', for_everyone: true }, meta: META } });
    expect(call).toHaveBeenCalledTimes(1);
  });

  it('reads the holiday with the spec’s edit/{id} when the people’s answer has none (the spec names no holiday in it)', async () => {
    upstream(new Map<unknown, Result<unknown>>([[holidayPeopleApi.index, ok({ data: [], meta: META })], [holidayApi.edit, ok({ data: OFFSITE })]]));
    const result = await getHolidayPeople(9, { page: 2, search: 'em' });
    expect(result).toEqual({ ok: true, status: 200, data: { data: [], meta: META, holiday: { id: 9, name: 'Offsite', for_everyone: false } } });
    expect(call).toHaveBeenCalledWith(holidayPeopleApi.index, { params: { id: 9 }, query: { page: 2, search: 'em' } });
    expect(call).toHaveBeenCalledWith(holidayApi.edit, { params: { id: 9 } });
  });

  it('fails as the first call that fails', async () => {
    upstream(new Map<unknown, Result<unknown>>([[holidayPeopleApi.index, refused]]));
    expect(await getHolidayPeople(9, { page: 1 })).toBe(refused);
    upstream(new Map<unknown, Result<unknown>>([[holidayPeopleApi.index, ok({ data: [], meta: META })], [holidayApi.edit, refused]]));
    expect(await getHolidayPeople(9, { page: 1 })).toBe(refused);
  });
});
