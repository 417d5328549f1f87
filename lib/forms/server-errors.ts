import type { AppError } from '@/lib/errors';
import { NO_INTERNET_MESSAGE, failureText } from '@/lib/messages';

/**
 * How a failed submit shows on a form, shared by both form wrappers: server
 * form errors (422/424/460/461) land on the fields the form has, plus the
 * summary line; other failures only in the summary.
 */

export function serverErrorSummary(error: AppError): string {
  if (error.kind === 'form') return error.summary;
  if (error.kind === 'network') return NO_INTERNET_MESSAGE;
  if (error.kind === 'server') return failureText(error.message);
  return error.message || failureText();
}

/**
 * The first message of each server field error the form has a field for, in the server's order.
 * A list's entries answer by dotted path ("education.1.degree"), kept when the form has the list.
 */
export function serverFieldErrors(error: AppError, fields: Iterable<string>): [field: string, message: string][] {
  if (error.kind !== 'form') return [];
  const known = new Set(fields);
  const has = (field: string) => known.has(field) || known.has(field.split('.')[0]!);
  return Object.entries(error.fields).flatMap(([field, messages]) => (has(field) && messages[0] ? [[field, messages[0]] as [string, string]] : []));
}
