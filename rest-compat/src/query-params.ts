// Reading legacy query strings: numbers only when they are numbers (spec §5), clear 400s otherwise.
import { badInput } from '../../server/src/errors.js';

export type QueryString = Record<string, string | string[] | undefined>;

export function text(query: QueryString, name: string): string | undefined {
  const value = query[name];
  const single = Array.isArray(value) ? value[0] : value;
  return single?.trim() ? single.trim() : undefined;
}

export function number(query: QueryString, name: string): number | undefined {
  const raw = text(query, name);
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value)) throw badInput(name, `${name} must be a number.`);
  return value;
}

export function integer(query: QueryString, name: string): number | undefined {
  const value = number(query, name);
  if (value !== undefined && !Number.isInteger(value)) throw badInput(name, `${name} must be a whole number.`);
  return value;
}

/** Legacy paging: `page` and `limit` (or `page_size`); the total goes in the X-Total-Count header. */
export function paging(query: QueryString) {
  return { page: integer(query, 'page'), size: integer(query, 'limit') ?? integer(query, 'page_size') };
}
