// The one validation edge (design §5): REST bodies, query strings and GraphQL inputs are parsed by a
// zod schema before a service sees them; a refusal names the field and says what to send instead.
import { z } from 'zod';
import { badInput } from './errors.js';

/** PostgreSQL refuses NUL in text, and no form field needs the other control characters. */
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** Free text as people type it: a string of at most `max` characters, no control characters. */
export const text = (max: number) =>
  z
    .string()
    .max(max, { error: `must be at most ${max} characters` })
    .refine((value) => !CONTROL_CHARACTERS.test(value), { error: 'must not contain control characters' });

/** Breaks a one-line value must not carry into an e-mail or a header: tabs, line feeds and the Unicode separators. */
const LINE_BREAKS = /[\t\n\r\u0085\u2028\u2029]+/g;

/** The value with its line breaks and tabs turned into one space: a name never adds a line where it is shown. */
export const oneLine = (value: string) => value.replace(LINE_BREAKS, ' ');

/** One line of text, as a name, made so at the edge (mail templates apply `oneLine` again, whatever got in). */
export const singleLine = (max: number) => text(max).overwrite(oneLine);

/** An optional name: a missing field and null both mean "not given". */
export const optionalSingleLine = (max: number) => singleLine(max).nullish();

/** A time of day as HH:MM, 00:00 to 23:59. */
export const clockTime = text(5).regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'must be a time as HH:MM' });

/** Optional free text: a missing field and null both mean "not given". */
export const optionalText = (max: number) => text(max).nullish();

/** A whole number within [min, max] (both safe integers), from JSON or from a query string's digits. */
export const wholeNumber = (min: number, max: number) => {
  const range = `must be a whole number between ${min} and ${max}`;
  return z.coerce.number({ error: 'must be a number' }).int({ error: range }).min(min, { error: range }).max(max, { error: range });
};

/** A decimal within [min, max], from JSON or from a query string. */
export const decimal = (min: number, max: number) =>
  z.coerce
    .number({ error: 'must be a number' })
    .refine(Number.isFinite, { error: 'must be a number' })
    .min(min, { error: `must be at least ${min}` })
    .max(max, { error: `must be at most ${max}` });

function valueAt(value: unknown, path: PropertyKey[]): unknown {
  return path.reduce<unknown>((at, key) => (at && typeof at === 'object' ? (at as Record<PropertyKey, unknown>)[key] : undefined), value);
}

function explain(issue: z.core.$ZodIssue, value: unknown): string {
  if (issue.code === 'invalid_type') {
    if (valueAt(value, issue.path) === undefined) return 'is required';
    return `must be ${issue.expected === 'object' ? 'an object' : issue.expected === 'array' ? 'a list' : `a ${issue.expected}`}`;
  }
  if (issue.code === 'invalid_value') return `must be one of: ${issue.values.map(String).join(', ')}`;
  if (issue.code === 'unrecognized_keys') return `is not expected here`;
  return issue.message;
}

/** The value parsed by `schema`, or a BAD_USER_INPUT error naming the first field at fault. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown, fieldPrefix?: string): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const path = issue.code === 'unrecognized_keys' ? [...issue.path, issue.keys[0]!] : issue.path;
  const field = [fieldPrefix, ...path.map(String)].filter(Boolean).join('.') || 'input';
  throw badInput(field, `${field} ${explain(issue, value)}.`);
}
