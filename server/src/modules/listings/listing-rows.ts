// Listings read for display: plain objects straight from the driver, no entities.
import { type EntityName, type FilterQuery, type FindOptions, ReferenceKind } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Rows as the API reads them: every column under its property name, and each many-to-one as a
 * reference holding the target's key (`city: { id }`), the shape an entity's unloaded reference has.
 * Nothing is hydrated, tracked or merged: a page of listings is shown, never changed, and turning
 * rows into entities cost more CPU than the rest of a list request together.
 */
export async function findRows<T extends object>(
  em: EntityManager,
  entity: EntityName<T>,
  where: FilterQuery<T>,
  options: Pick<FindOptions<T>, 'orderBy' | 'limit' | 'offset' | 'first' | 'after'> = {},
): Promise<T[]> {
  const meta = em.getMetadata().get(entity);
  const rows = await em.getDriver().find(entity, where as never, { ...options, ctx: em.getTransactionContext() } as never);
  const references = meta.relations.filter((prop) => prop.kind === ReferenceKind.MANY_TO_ONE);
  for (const row of rows as Record<string, unknown>[]) {
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
