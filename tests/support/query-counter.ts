// Counts the SQL statements the app sends, to prove a query's cost does not grow with page size.
import pg from 'pg';
import type { RunningApp } from '../../server/src/boot.js';

export interface QueryCounter {
  /** Runs `action` and returns how many statements were sent meanwhile (and the statements). */
  count<T>(action: () => Promise<T>): Promise<{ result: T; statements: string[] }>;
  restore(): void;
}

/**
 * Watches every query of the pg driver: the ORM's unit of work and the Kysely reads alike go through it.
 * Tests count one request at a time, so what runs meanwhile is that request's.
 */
export function countQueries(_app: RunningApp): QueryCounter {
  const original = pg.Client.prototype.query;
  let statements: string[] | undefined;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [config] = args as [string | { text?: string } | undefined];
    const text = typeof config === 'string' ? config : config?.text;
    if (text) statements?.push(text);
    return (original as (...rest: unknown[]) => unknown).apply(this, args);
  } as typeof original;
  return {
    async count(action) {
      statements = [];
      try {
        const result = await action();
        return { result, statements };
      } finally {
        statements = undefined;
      }
    },
    restore: () => {
      pg.Client.prototype.query = original;
    },
  };
}
