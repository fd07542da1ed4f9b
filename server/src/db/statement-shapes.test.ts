// A reader compiles each shape of a statement once and keeps at most its bound of them, the least recently used going first.
import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, PostgresQueryCompiler, type SqlBool, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { StatementShapes } from './statement-shapes.js';

const db = new Kysely<{ hotel: { id: string; city: string } }>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

describe('StatementShapes', () => {
  it('keeps at most its bound of shapes, forgetting the least recently used first', async () => {
    const statements = new StatementShapes(2);
    const built: string[] = [];
    const read = (name: string, city: string) =>
      statements.execute(db, name, { where: [sql<SqlBool>`city = ${city}`] }, ({ where }) => {
        built.push(name);
        return db.selectFrom('hotel').select('id').where(where[0]!);
      });
    await read('hotels by city', 'Nairobi');
    await read('hotels by city, again', 'Mombasa');
    await read('hotels by city', 'Kisumu');
    expect(built).toEqual(['hotels by city', 'hotels by city, again']);
    await read('hotels by city, once more', 'Nakuru');
    await read('hotels by city', 'Nairobi');
    await read('hotels by city, again', 'Mombasa');
    expect(built).toEqual(['hotels by city', 'hotels by city, again', 'hotels by city, once more', 'hotels by city, again']);
  });
});
