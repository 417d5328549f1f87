import 'server-only';
import type { Result } from '@/lib/errors';
import { holidayApi, holidayPeopleApi } from '@/lib/leave/endpoints';
import type { AssignedHoliday, HolidayPeoplePage } from '@/lib/leave/schemas';
import { serverCall } from '@/lib/upstream/server';

export type HolidayPeople = HolidayPeoplePage & { holiday: AssignedHoliday };

/**
 * A holiday's people and the holiday itself (its name titles the screen; whether it is everyone's decides
 * if people can be assigned). The spec names no fields of {id}/assigned-users/index: an answer that carries
 * the holiday (the reference upstream's) is taken as it is, one call; otherwise the holiday is read with the
 * spec's GET edit/{id} after it.
 */
export async function getHolidayPeople(id: number, query: { page: number; search?: string }): Promise<Result<HolidayPeople>> {
  const people = await serverCall(holidayPeopleApi.index, { params: { id }, query });
  if (!people.ok) return people;
  if (people.data.holiday) return { ...people, data: { ...people.data, holiday: people.data.holiday } };
  const edited = await serverCall(holidayApi.edit, { params: { id } });
  if (!edited.ok) return edited;
  const { name, for_everyone } = edited.data.data;
  return { ...people, data: { ...people.data, holiday: { id: edited.data.data.id, name, for_everyone } } };
}
