import type { FieldErrors, FieldValues, ResolverResult } from 'react-hook-form';
import { NO_INTERNET_MESSAGE } from '@/lib/messages';

/**
 * Form validation over the Standard Schema interface that zod 4 (classic and
 * mini) implements, for react-hook-form (standardResolver) and the light form
 * (validateStandard). It replaces @hookform/resolvers' zod resolver, whose
 * namespace import of zod's core pulled every zod schema type into each form's
 * bundle. Forms may pass a loader instead of the schema, so zod is fetched
 * when the user first interacts, not with the page (see loadOnce).
 */
interface StandardIssue {
  message: string;
  path?: readonly (PropertyKey | { key: PropertyKey })[];
}
type StandardResult<T> = { value: T; issues?: undefined } | { issues: readonly StandardIssue[] };
export interface StandardSchema<Output> {
  '~standard': { validate: (value: unknown) => StandardResult<Output> | Promise<StandardResult<Output>> };
}

/** A schema, or a loader that imports it (`() => import('@/lib/x/forms').then((m) => m.xSchema)`). */
export type SchemaSource<S> = S | (() => Promise<S>);

/**
 * The schema of a source, loaded at most once; a failed load (offline, a
 * chunk gone after a deploy) is tried again on the next call.
 */
export function loadOnce<S extends object>(source: SchemaSource<S>): () => Promise<S> {
  if (typeof source !== 'function') {
    const ready = Promise.resolve(source);
    return () => ready;
  }
  let pending: Promise<S> | null = null;
  return () =>
    (pending ??= (source as () => Promise<S>)().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
}

/** The error type a resolver reports, under `root`, when the schema could not be loaded. */
export const SCHEMA_UNAVAILABLE = 'schema-unavailable';

function pathOf(issue: StandardIssue): string[] {
  return (issue.path ?? []).map((segment) => String(typeof segment === 'object' && segment !== null && 'key' in segment ? segment.key : segment));
}

/** The first message per field, nested the way react-hook-form reads errors (a.b → errors.a.b). */
export function issuesToFieldErrors<T extends FieldValues>(issues: readonly StandardIssue[]): FieldErrors<T> {
  const errors: Record<string, unknown> = {};
  for (const issue of issues) {
    const path = pathOf(issue);
    if (path.length === 0) path.push('root');
    let node = errors;
    for (const key of path.slice(0, -1)) node = (node[key] ??= {}) as Record<string, unknown>;
    const last = path[path.length - 1]!;
    node[last] ??= { type: 'validation', message: issue.message };
  }
  return errors as FieldErrors<T>;
}

export function standardResolver<Input extends FieldValues, Output extends FieldValues>(source: SchemaSource<StandardSchema<Output>>) {
  const load = loadOnce(source);
  return async (values: Input): Promise<ResolverResult<Input>> => {
    let schema: StandardSchema<Output>;
    try {
      schema = await load();
    } catch {
      return { values: {}, errors: { root: { type: SCHEMA_UNAVAILABLE, message: NO_INTERNET_MESSAGE } } as FieldErrors<Input> };
    }
    const result = await schema['~standard'].validate(values);
    if (!result.issues) return { values: result.value as unknown as Input, errors: {} };
    return { values: {}, errors: issuesToFieldErrors<Input>(result.issues) };
  };
}

/** The parsed values, or the first message per dotted field path ('' for form-level issues). */
export async function validateStandard<Output>(
  schema: StandardSchema<Output>,
  values: unknown,
): Promise<{ ok: true; value: Output } | { ok: false; errors: Record<string, string> }> {
  const result = await schema['~standard'].validate(values);
  if (!result.issues) return { ok: true, value: result.value };
  const errors: Record<string, string> = {};
  for (const issue of result.issues) errors[pathOf(issue).join('.')] ??= issue.message;
  return { ok: false, errors };
}

/**
 * One field's message once the whole form is validated: undefined when the
 * field is fine, null when the rules could not be loaded (offline; the submit
 * says so). What a light form shows as a field loses focus or changes.
 */
export async function fieldMessageOf(validate: () => Promise<Awaited<ReturnType<typeof validateStandard>>>, name: string): Promise<string | undefined | null> {
  try {
    const result = await validate();
    return result.ok ? undefined : result.errors[name];
  } catch {
    return null;
  }
}
