// Counts the SQL statements the app's ORM sends, to prove a query's cost does not grow with page size.
import type { RunningApp } from '../../server/src/boot.js';

export interface QueryCounter {
  /** Runs `action` and returns how many statements the ORM sent meanwhile (and the statements). */
  count<T>(action: () => Promise<T>): Promise<{ result: T; statements: string[] }>;
  restore(): void;
}

/** Wraps the connection's query log hook, which MikroORM calls once for every statement it runs. */
export function countQueries(app: RunningApp): QueryCounter {
  const connection = app.orm.em.getConnection() as unknown as { logQuery(query: string, context?: unknown): void };
  const original = connection.logQuery;
  let statements: string[] | undefined;
  connection.logQuery = function (query: string, context?: unknown) {
    statements?.push(query);
    return original.call(this, query, context);
  };
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
      connection.logQuery = original;
    },
  };
}
