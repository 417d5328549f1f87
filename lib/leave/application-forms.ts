// Named imports from zod/mini, as in lib/leave/forms.ts: the smallest zod to fetch.
import { maxLength, object, type input as Input } from 'zod/mini';
import { v } from '@/lib/validation';
import { VALIDATION_MESSAGES as M } from '@/lib/messages';

/**
 * The review forms' schemas, loaded when a dialog first opens. A note goes
 * with a decision; rejecting (and changing a decision to rejected) needs one.
 * The spec shows no limit: ours matches the reference upstream's.
 */
export const LEAVE_NOTE_MAX = 500;

export const optionalNoteFormSchema = object({ note: v.optional().check(maxLength(LEAVE_NOTE_MAX, { error: M.max(LEAVE_NOTE_MAX) })) });
export const requiredNoteFormSchema = object({ note: v.required().check(maxLength(LEAVE_NOTE_MAX, { error: M.max(LEAVE_NOTE_MAX) })) });
export type LeaveNoteFormInput = Input<typeof optionalNoteFormSchema>;
