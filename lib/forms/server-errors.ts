import type { AppError } from '@/lib/errors';
import { NO_INTERNET_MESSAGE, failureText } from '@/lib/messages';

/**
 * How a failed submit shows on a form, shared by every form (both form wrappers, the
 * hand-made forms and dialogs): server form errors (422/424/460/461) land on the fields
 * the form has, plus the summary line; other failures only in the summary. A field error
 * the form has no field for has nowhere else to show, so it is the summary, in the
 * server's words (a change of decision refused under `status`, an avatar under `avatar`):
 * the summary line alone would say "fix above" with nothing above it.
 */

export interface ServerFormErrors {
  /** The first message of each field error the form can show, in the server's order. */
  fields: [field: string, message: string][];
  /** The form's summary line. */
  summary: string;
}

/**
 * A failed submit on a form that shows field errors on `fields`. A list's entries answer
 * by dotted path ("education.1.degree"), placed when the form has the list.
 */
export function serverFormErrors(error: AppError, fields: Iterable<string> = []): ServerFormErrors {
  if (error.kind !== 'form') return { fields: [], summary: otherSummary(error) };
  const known = new Set(fields);
  const has = (field: string) => known.has(field) || known.has(field.split('.')[0]!);
  const placed: [string, string][] = [];
  const unplaced = new Set<string>();
  for (const [field, messages] of Object.entries(error.fields)) {
    if (!messages[0]) continue;
    if (has(field)) placed.push([field, messages[0]]);
    else unplaced.add(messages[0]);
  }
  return { fields: placed, summary: unplaced.size ? [...unplaced].join(' ') : error.summary };
}

/** The summary line of a failed submit on a form that shows field errors on `fields` (none: every field error is summarised). */
export function serverErrorSummary(error: AppError, fields: Iterable<string> = []): string {
  return serverFormErrors(error, fields).summary;
}

/** The first message of each server field error the form has a field for, in the server's order. */
export function serverFieldErrors(error: AppError, fields: Iterable<string>): [field: string, message: string][] {
  return serverFormErrors(error, fields).fields;
}

function otherSummary(error: Exclude<AppError, { kind: 'form' }>): string {
  if (error.kind === 'network') return NO_INTERNET_MESSAGE;
  if (error.kind === 'server') return failureText(error.message);
  return error.message || failureText();
}
