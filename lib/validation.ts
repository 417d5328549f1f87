// Named imports from zod/mini: forms load their schemas on demand, and this is the smallest zod to fetch.
import { email as emailFormat, maxLength, minLength, pipe, refine, regex, string, trim, url as urlFormat } from 'zod/mini';
import { VALIDATION_MESSAGES as M } from '@/lib/messages';

/**
 * Building blocks carrying the spec's generic form messages, shared by the
 * form schemas (lib/<domain>/forms.ts), the route handlers that validate the
 * same forms, and tests.
 */

const trimmed = () => string().check(trim());
/** Trimmed and required; further checks run only on a filled value. */
const filled = () => string().check(trim(), minLength(1, { error: M.required, abort: true }));

export const v = {
  required: () => string().check(trim(), minLength(1, { error: M.required })),
  optional: trimmed,
  email: () => pipe(filled(), emailFormat({ error: M.email })),
  min: (length: number) => string().check(minLength(1, { error: M.required, abort: true }), minLength(length, { error: M.min(length) })),
  max: (length: number) => string().check(maxLength(length, { error: M.max(length) })),
  numeric: () => filled().check(regex(/^-?\d+(\.\d+)?$/, { error: M.numeric })),
  digits: () => filled().check(regex(/^\d+$/, { error: M.digits })),
  integer: () => filled().check(regex(/^-?\d+$/, { error: M.integer })),
  url: () => pipe(filled(), urlFormat({ protocol: /^https?$/, error: M.url })),
  hashColour: () => trimmed().check(regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, { error: M.hashColour })),
  /** One or more IPv4 addresses separated by commas. */
  ipv4: () =>
    trimmed().check(
      refine(
        (value: string) =>
          value.split(',').every((part) => /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/.test(part.trim())),
        { error: M.ipv4 },
      ),
    ),
  /** A number not below zero ("abc", "-5": the numeric message), with up to 10 digits before the point and at most 2 after. */
  money: () => trimmed().check(regex(/^\d+(\.\d+)?$/, { error: M.numeric, abort: true }), regex(/^\d{1,10}(\.\d{1,2})?$/, { error: M.money })),
  phone: () => trimmed().check(regex(/^[\d\s+\-()]+$/, { error: M.phone })),
  /** HH:mm with the hour under 24. */
  timeFormat: () => trimmed().check(regex(/^([01]?\d|2[0-3]):[0-5]\d$/, { error: M.timeFormat })),
};

/** The password-confirmation rule, for an object schema with `password` and `password_confirmation`: `.check(passwordConfirmed())`. */
export const passwordConfirmed = () =>
  refine<{ password: string; password_confirmation: string }>((value) => value.password === value.password_confirmation, {
    error: M.passwordConfirmation,
    path: ['password_confirmation'],
  });
