import type { Permission } from '@/lib/auth/permissions';
import type { Result } from '@/lib/errors';
import type { PersonHoliday } from './schemas';

/**
 * Which of a profile's section GETs a viewer's page makes, and how a section
 * whose call failed is shown. The rules follow the upstream's section handlers:
 * the person reads their own sections, holders of view_employee anyone's, and
 * nobody else any (a colleague sees the public part, which the view carries);
 * the note comes with the employment section, to holders of view_employee.
 */

/** Each section the full profile reads, one GET each (holidays: this year's and next year's). */
export const PROFILE_SECTION_KEYS = [
  'employment',
  'workFromHome',
  'salary',
  'salaryHistory',
  'bank',
  'personal',
  'address',
  'emergencyContact',
  'education',
  'family',
  'leave',
  'holidays',
  'fileDocuments',
  'linkDocuments',
] as const;
export type ProfileSectionKey = (typeof PROFILE_SECTION_KEYS)[number];

export const PROFILE_SECTION_TEXTS = {
  /** In a section's card when its call was refused or failed: the rest of the profile still shows. */
  failed: 'This section could not be loaded.',
  salaryHistoryFailed: 'The salary history could not be loaded.',
} as const;

export interface ProfileViewer {
  /** The profile is the viewer's own (the view's is_own). */
  isOwn: boolean;
  holds: (permission: Permission) => boolean;
}

/** The sections the viewer may read: every one on their own profile or with view_employee, none otherwise (no call sure to be refused). */
export function profileSectionsToLoad(viewer: ProfileViewer): readonly ProfileSectionKey[] {
  return viewer.isOwn || viewer.holds('view_employee') ? PROFILE_SECTION_KEYS : [];
}

/** The note is HR's: read (with the employment section) by holders of view_employee only, their own profile included. */
export const seesNote = (viewer: ProfileViewer) => viewer.holds('view_employee');

/** The years whose holidays the profile lists: the tenant's this year and next, from its wall time ("YYYY-MM-DD HH:mm:ss"). */
export function holidayYears(serverTime: string): [number, number] {
  const year = Number(serverTime.slice(0, 4));
  return [year, year + 1];
}

/** This year's and next year's holidays as one list; either call failing fails the section. */
export function joinHolidays(years: readonly Result<{ data: PersonHoliday[] }>[]): Result<PersonHoliday[]> {
  const failed = years.find((result) => !result.ok);
  if (failed) return failed;
  return { ok: true, status: 200, data: years.flatMap((result) => (result.ok ? result.data.data : [])) };
}

/**
 * A section's data, or undefined when it is not known: its call was refused or
 * failed, or not made. null stays null (a section never filled), so a card can
 * tell "No address yet." from "could not be loaded".
 */
export function known<T>(result: Result<T> | undefined): T | undefined {
  return result?.ok ? result.data : undefined;
}
