// Design §5: a database that cannot be reached is the service being briefly unavailable (503 with
// Retry-After on both edges), not a failure of the request, and its address never reaches a client.
import { ConnectionException } from '@mikro-orm/core';
import { DomainError } from '../errors.js';

/** Seconds a client is asked to wait before trying again (the Retry-After header). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

export const SERVICE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';

/** Socket errors of a server that is down, restarting or out of reach. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EHOSTDOWN', 'EAI_AGAIN']);

/**
 * SQLSTATEs of a server that refuses or drops connections: class 08 (connection exception), 57P01
 * admin shutdown, 57P02 crash shutdown, 57P03 cannot connect now (starting up), 53300 too many connections.
 */
const UNAVAILABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
/** 08P01 is also what a NUL byte in a text parameter gets ("invalid message format"): the request's fault, not the server's. */
const PROTOCOL_VIOLATION = '08P01';
const isConnectionException = (sqlState: string) => /^08[0-9A-Z]{3}$/.test(sqlState) && sqlState !== PROTOCOL_VIOLATION;

/** What node-postgres and its pool say when a connection cannot be had or is lost (they set no code). */
const CONNECTION_MESSAGES = [
  /^timeout exceeded when trying to connect/i,
  /^Connection terminated/i,
  /^Client has encountered a connection error and is not queryable/i,
  /^Client was closed and is not queryable/i,
];

/** True when `error`, or an error it wraps (`cause`, AggregateError's `errors`), says the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending = [error];
  while (pending.length) {
    const current = pending.pop();
    if (!current || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    if (current instanceof ConnectionException) return true;
    const { code, sqlState, message, cause, errors } = current as { code?: unknown; sqlState?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    for (const value of [code, sqlState]) {
      if (typeof value !== 'string') continue;
      if (NETWORK_CODES.has(value) || UNAVAILABLE_SQLSTATES.has(value) || isConnectionException(value)) return true;
    }
    if (typeof message === 'string' && CONNECTION_MESSAGES.some((pattern) => pattern.test(message))) return true;
    pending.push(cause);
    if (Array.isArray(errors)) pending.push(...errors);
  }
  return false;
}

/** The error both edges answer with while the database is unavailable. */
export const serviceUnavailable = () => new DomainError('SERVICE_UNAVAILABLE', SERVICE_UNAVAILABLE_MESSAGE, undefined, DATABASE_RETRY_AFTER_SECONDS);
