import { describe, expect, it, vi } from 'vitest';
import { type Statement, StatementShapes } from './statement-shapes.js';

interface Input {
  where: Record<string, unknown>;
  limit?: number;
  offset?: number;
}

/** A builder in the style of a query builder: one `?` per value, `offset` left out when it is 0. */
function sqlBuilder(input: object): Statement {
  const { where, limit, offset } = input as Input;
  const params: unknown[] = [];
  const conditions = Object.entries(where).map(([column, value]) => {
    if (Array.isArray(value)) {
      params.push(...value);
      return `${column} in (${value.map(() => '?').join(', ')})`;
    }
    if (value && typeof value === 'object' && '$gte' in value) {
      params.push(value.$gte);
      return `${column} >= ?`;
    }
    params.push(value);
    return `${column} = ?`;
  });
  let sql = `select * from hotel where ${conditions.join(' and ')}`;
  if (limit) (sql += ' limit ?'), params.push(limit);
  if (offset) (sql += ' offset ?'), params.push(offset);
  return { sql, params };
}

describe('StatementShapes', () => {
  it('builds a shape once and fills later statements of that shape with their own values', async () => {
    const shapes = new StatementShapes();
    const build = vi.fn(sqlBuilder);
    const first = { where: { country: 'KE', active: true, price: { $gte: 5000 } }, limit: 30 };
    expect(await shapes.statement('rows', first, build)).toEqual(sqlBuilder(first));
    const builds = build.mock.calls.length;

    const second = { where: { country: 'RW', active: true, price: { $gte: 120 } }, limit: 10 };
    expect(await shapes.statement('rows', second, build)).toEqual({
      sql: 'select * from hotel where country = ? and active = ? and price >= ? limit ?',
      params: ['RW', true, 120, 10],
    });
    expect(build).toHaveBeenCalledTimes(builds);
  });

  it('tells shapes apart by kind, keys, booleans, zero and the length of lists', async () => {
    const shapes = new StatementShapes();
    const inputs: Array<[string, Input]> = [
      ['rows', { where: { country: 'KE', active: true }, limit: 30, offset: 0 }],
      ['rows', { where: { country: 'KE', active: true }, limit: 30, offset: 30 }],
      ['rows', { where: { country: 'KE', active: false }, limit: 30, offset: 30 }],
      ['rows', { where: { country: 'KE', type: ['HOTEL'] }, limit: 30 }],
      ['rows', { where: { country: 'KE', type: ['HOTEL', 'LODGE'] }, limit: 30 }],
      ['count', { where: { country: 'KE', type: ['HOTEL', 'LODGE'] }, limit: 30 }],
    ];
    for (const [kind, input] of inputs) await shapes.statement(kind, input, sqlBuilder);
    // Each again with other values: the statement is the builder's own every time.
    for (const [kind, input] of inputs) {
      const other = { ...input, where: { ...input.where, country: 'TZ' }, limit: 7 };
      expect(await shapes.statement(kind, other, sqlBuilder)).toEqual(sqlBuilder(other));
    }
  });

  it('keeps building a shape whose values the builder writes into the SQL', async () => {
    const shapes = new StatementShapes();
    const inline = vi.fn((input: object) => ({ sql: `select * from hotel limit ${(input as Input).limit}`, params: [] }));
    for (const limit of [30, 40, 50]) expect((await shapes.statement('rows', { where: {}, limit }, inline)).sql).toBe(`select * from hotel limit ${limit}`);
    expect(inline.mock.calls.length).toBeGreaterThanOrEqual(3);
  });

  it('keeps building a shape whose values the builder changes', async () => {
    const shapes = new StatementShapes();
    const upper = (input: object) => ({ sql: 'select * from hotel where country = ?', params: [String((input as Input).where.country).toUpperCase()] });
    for (const country of ['ke', 'rw', 'tz']) expect((await shapes.statement('rows', { where: { country } }, upper)).params).toEqual([country.toUpperCase()]);
  });

  it('builds every time when the input holds something other than plain values', async () => {
    const shapes = new StatementShapes();
    const build = vi.fn((input: object) => ({ sql: 'select * from departure where date >= ?', params: [(input as Input).where.date] }));
    for (const day of ['2026-01-01', '2026-01-02']) {
      const date = new Date(day);
      expect((await shapes.statement('rows', { where: { date } }, build)).params).toEqual([date]);
    }
    expect(build).toHaveBeenCalledTimes(2);
  });

  it('builds every time when the builder fails on marked values, and reports its real failures', async () => {
    const shapes = new StatementShapes();
    const strict = (input: object) => {
      const { limit } = input as Input;
      if (!limit || limit > 100) throw new Error('limit out of range');
      return { sql: 'select * from hotel limit ?', params: [limit] };
    };
    expect(await shapes.statement('rows', { where: {}, limit: 30 }, strict)).toEqual({ sql: 'select * from hotel limit ?', params: [30] });
    expect(await shapes.statement('rows', { where: {}, limit: 50 }, strict)).toEqual({ sql: 'select * from hotel limit ?', params: [50] });
    await expect(shapes.statement('rows', { where: {}, limit: 500 }, strict)).rejects.toThrow('limit out of range');
  });
});
