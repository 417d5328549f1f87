import { z } from 'zod';
import { VALIDATION_MESSAGES as M } from '@/lib/messages';

/**
 * Zod building blocks carrying the spec's generic form messages, shared by
 * forms (client), route handlers (server) and tests.
 */

const trimmed = () => z.string().trim();

export const v = {
  required: () => trimmed().min(1, M.required),
  optional: () => trimmed(),
  email: () => trimmed().min(1, M.required).pipe(z.email(M.email)),
  min: (length: number) => z.string().min(1, M.required).min(length, M.min(length)),
  max: (length: number) => z.string().max(length, M.max(length)),
  numeric: () => trimmed().min(1, M.required).regex(/^-?\d+(\.\d+)?$/, M.numeric),
  digits: () => trimmed().min(1, M.required).regex(/^\d+$/, M.digits),
  integer: () => trimmed().min(1, M.required).regex(/^-?\d+$/, M.integer),
  url: () => trimmed().min(1, M.required).pipe(z.url({ protocol: /^https?$/, error: M.url })),
  hashColour: () => trimmed().regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, M.hashColour),
  /** One or more IPv4 addresses separated by commas. */
  ipv4: () =>
    trimmed().refine(
      (value) =>
        value.split(',').every((part) => /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/.test(part.trim())),
      M.ipv4,
    ),
  /** Up to 10 digits before the point and at most 2 after. */
  money: () => trimmed().regex(/^\d{1,10}(\.\d{1,2})?$/, M.money),
  phone: () => trimmed().regex(/^[\d\s+\-()]+$/, M.phone),
  /** HH:mm with the hour under 24. */
  timeFormat: () => trimmed().regex(/^([01]?\d|2[0-3]):[0-5]\d$/, M.timeFormat),
};

/** Adds the password-confirmation rule to an object schema with `password` and `password_confirmation`. */
export function withPasswordConfirmation<T extends z.ZodObject<{ password: z.ZodType<string>; password_confirmation: z.ZodType<string> }>>(schema: T) {
  return schema.refine((value) => value.password === value.password_confirmation, {
    message: M.passwordConfirmation,
    path: ['password_confirmation'],
  });
}
