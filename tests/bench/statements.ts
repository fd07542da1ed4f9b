// Counts the SQL statements a request sends, by watching every query of the pg driver.
import pg from 'pg';
import type { RunningApp } from '../../server/src/boot.js';
import { listQueries } from './queries.js';
import { graphql } from './request.js';

export interface RecordedStatement {
  text: string;
  values: unknown[];
}

/** Runs `work` and returns the statements the process sent to PostgreSQL meanwhile. */
export async function recordStatements(work: () => Promise<unknown>): Promise<RecordedStatement[]> {
  const recorded: RecordedStatement[] = [];
  const original = pg.Client.prototype.query;
  pg.Client.prototype.query = function (this: pg.Client, ...args: any[]) {
    const [config, values] = args;
    const text = typeof config === 'string' ? config : config?.text;
    if (text) recorded.push({ text, values: (Array.isArray(values) ? values : config?.values) ?? [] });
    return (original as any).apply(this, args);
  } as typeof original;
  try {
    await work();
  } finally {
    pg.Client.prototype.query = original;
  }
  return recorded;
}

export async function countStatements(app: RunningApp) {
  const rows = [];
  for (const query of listQueries) {
    const send = (size: number) => graphql(app, query.document, { ...query.variables, paging: { size } });
    // Once before counting: a process's first request also loads what it keeps for all later ones (the countries),
    // which is not a statement per row.
    await send(5);
    const run = (size: number) => recordStatements(() => send(size));
    rows.push({ query: query.name, small: (await run(5)).length, large: (await run(100)).length });
  }
  return rows;
}
