import type { z } from 'zod';
import { validationFailed, type FieldErrors } from './respond';

/**
 * Request validation with Laravel's rules and messages. Like Laravel's global
 * middleware, strings are trimmed (passwords excepted) and empty strings count
 * as missing; a missing optional field is skipped, a missing required one stops
 * at "required".
 */

type StringField = { type: 'string'; required?: boolean; email?: boolean; min?: number; max?: number; confirmed?: boolean };
type BooleanField = { type: 'boolean'; required?: boolean };
export type FieldRule = StringField | BooleanField;

type Value<R> = R extends { type: 'boolean' } ? boolean : string;
export type Validated<S extends Record<string, FieldRule>> = {
  [K in keyof S]: S[K] extends { required: true } ? Value<S[K]> : Value<S[K]> | undefined;
};

export const EMAIL = /^[^\s@"(),:;<>[\]\\]+@[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/i;
const BOOLEANS = new Map<unknown, boolean>([
  [true, true],
  [false, false],
  [1, true],
  [0, false],
  ['1', true],
  ['0', false],
]);

const label = (field: string) => field.replaceAll('_', ' ');

function normalise(field: string, value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = field.includes('password') ? value : value.trim();
  return trimmed === '' ? undefined : trimmed;
}

function checkString(field: string, value: unknown, rule: StringField, input: Record<string, unknown>): string[] {
  const name = label(field);
  if (typeof value !== 'string') return [`The ${name} field must be a string.`];
  const errors: string[] = [];
  if (rule.email && !EMAIL.test(value)) errors.push(`The ${name} field must be a valid email address.`);
  if (rule.min !== undefined && value.length < rule.min) errors.push(`The ${name} field must be at least ${rule.min} characters.`);
  if (rule.max !== undefined && value.length > rule.max) {
    errors.push(`The ${name} field must not be greater than ${rule.max} characters.`);
  }
  if (rule.confirmed && input[`${field}_confirmation`] !== value) errors.push(`The ${name} field confirmation does not match.`);
  return errors;
}

export function validate<const S extends Record<string, FieldRule>>(body: unknown, spec: S): Validated<S> {
  const input = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  const errors: FieldErrors = {};
  const output: Record<string, unknown> = {};
  for (const [field, rule] of Object.entries(spec)) {
    const value = normalise(field, input[field]);
    if (value === undefined || value === null) {
      if (rule.required) errors[field] = [`The ${label(field)} field is required.`];
      continue;
    }
    if (rule.type === 'boolean') {
      const parsed = BOOLEANS.get(value);
      if (parsed === undefined) errors[field] = [`The ${label(field)} field must be true or false.`];
      else output[field] = parsed;
      continue;
    }
    const fieldErrors = checkString(field, value, rule, input);
    if (fieldErrors.length) errors[field] = fieldErrors;
    else output[field] = value;
  }
  if (Object.keys(errors).length) throw validationFailed(errors);
  return output as Validated<S>;
}

/** Parses with a zod schema; failures become a Laravel 422 keyed by dotted path. */
export function parseWith<T>(schema: z.ZodType<T>, body: unknown): T {
  const result = schema.safeParse(body);
  if (result.success) return result.data;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'body';
    (errors[field] ??= []).push(issue.message);
  }
  throw validationFailed(errors);
}
