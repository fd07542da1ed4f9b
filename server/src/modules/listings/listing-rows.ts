// Listings read for display: plain objects straight from the database, no entities.
import { type EntityMetadata, type EntityName, type FilterQuery, type FindOptions, type QueryOrderMap, ReferenceKind } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { type Statement, StatementShapes } from '../../db/statement-shapes.js';

/** One cache of statements per entity (and per ORM: metadata belongs to one). */
const statementsByEntity = new WeakMap<EntityMetadata, StatementShapes>();

/**
 * Runs a listing query whose SQL MikroORM's query builder writes once per shape of its input
 * (`build`), in the entity manager's transaction when it has one; returns the raw rows.
 */
export async function queryByShape<T extends object, Result>(
  em: EntityManager,
  entity: EntityName<T>,
  kind: string,
  input: object,
  build: (input: object) => Statement,
): Promise<Result[]> {
  const meta = em.getMetadata().get(entity);
  let statements = statementsByEntity.get(meta);
  if (!statements) statementsByEntity.set(meta, (statements = new StatementShapes()));
  const statement = await statements.statement(kind, input, build);
  return em.getConnection().execute<Result[]>(statement.sql, statement.params, 'all', em.getTransactionContext());
}

type RowOptions<T> = Pick<FindOptions<T>, 'limit' | 'offset' | 'first' | 'after'> & { orderBy?: QueryOrderMap<T> | QueryOrderMap<T>[] };

/**
 * Rows as the API reads them: every column under its property name, and each many-to-one as a
 * reference holding the target's key (`city: { id }`), the shape an entity's unloaded reference has.
 * Nothing is hydrated, tracked or merged: a page of listings is shown, never changed, and turning
 * rows into entities cost more CPU than the rest of a list request together.
 */
export async function findRows<T extends object>(em: EntityManager, entity: EntityName<T>, where: FilterQuery<T>, options: RowOptions<T> = {}): Promise<T[]> {
  const meta = em.getMetadata().get(entity);
  let rows: Record<string, unknown>[];
  if (options.after || options.first) {
    // Keyset pages: the driver writes the condition after the cursor.
    rows = await em.getDriver().find(entity, where as never, { ...options, ctx: em.getTransactionContext() } as never);
  } else {
    const { orderBy, limit, offset } = options;
    const raw = await queryByShape<T, Record<string, unknown>>(em, entity, `rows ${JSON.stringify(orderBy)}`, { where, limit, offset }, (input) => {
      const values = input as { where: FilterQuery<T>; limit?: number; offset?: number };
      const qb = em.createQueryBuilder(entity).select('*').where(values.where as never);
      if (orderBy) qb.orderBy(orderBy as never);
      if (values.limit !== undefined) qb.limit(values.limit);
      if (values.offset !== undefined) qb.offset(values.offset);
      return qb.toQuery();
    });
    rows = raw.map((row) => em.getDriver().mapResult(row as never, meta) as Record<string, unknown>);
  }
  const references = meta.relations.filter((prop) => prop.kind === ReferenceKind.MANY_TO_ONE);
  for (const row of rows) {
    for (const prop of references) {
      const key = row[prop.name];
      if (key != null && typeof key !== 'object') row[prop.name] = { [prop.targetMeta!.primaryKeys[0]!]: key };
    }
  }
  return rows as T[];
}

/**
 * A listing as its field resolvers read it: a row from `findRows` or an entity alike. Typed as a
 * mapped type, not the class, on purpose: type-graphql copies a `@Root()` typed with a class into a
 * new instance of it when it is not one already, which for an entity class runs the ORM's setters.
 */
export type Row<T> = { [K in keyof T]: T[K] };
