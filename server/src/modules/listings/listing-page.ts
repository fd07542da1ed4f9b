// Paging shared by every listing type: validated input, offset pages with totals, keyset cursors.
import { Cursor, type EntityName, type FilterQuery, type QueryOrderMap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainError, badInput } from '../../errors.js';
import { findRows, queryByShape } from './listing-rows.js';
import { DEFAULT_PAGE_SIZE, MAX_COUNT, MAX_PAGE_SIZE, type Page, type PageInput } from '../../graphql/connection.js';

export interface Paging {
  page: number;
  size: number;
  after?: string;
}

export function readPaging(input: PageInput | undefined): Paging {
  const page = input?.page ?? 1;
  const size = input?.size ?? DEFAULT_PAGE_SIZE;
  if (!Number.isInteger(page) || page < 1) throw badInput('page', 'Page must be a whole number of at least 1.');
  if (!Number.isInteger(size) || size < 1 || size > MAX_PAGE_SIZE)
    throw badInput('size', `Page size must be between 1 and ${MAX_PAGE_SIZE}.`);
  const after = input?.after?.trim() || undefined;
  return { page, size, after };
}

/** Sort keys in index order; the last one is always the primary key so every order is total. */
export type ListingOrder<T> = QueryOrderMap<T>[];

/**
 * How many match, counted up to MAX_COUNT + 1 only: a count costs O(cap) index entries at any
 * scale, and "10,000+ results" tells a traveller as much as an exact figure would.
 */
async function countUpTo<T extends object>(em: EntityManager, entity: EntityName<T>, where: FilterQuery<T>): Promise<number> {
  const primaryKey = em.getMetadata().get(entity).primaryKeys[0]!;
  const [row] = await queryByShape<T, { n: number }>(em, entity, 'count', { where }, (input) => {
    const matching = em.createQueryBuilder(entity).select(primaryKey).where((input as { where: FilterQuery<T> }).where as never).limit(MAX_COUNT + 1).toQuery();
    return { sql: `select count(*)::int as n from (${matching.sql}) as capped`, params: matching.params };
  });
  return row!.n;
}

export async function findPage<T extends object>(
  em: EntityManager,
  entity: EntityName<T>,
  where: FilterQuery<T>,
  orderBy: ListingOrder<T>,
  paging: Paging,
): Promise<Page<T>> {
  const meta = em.getMetadata().get(entity);
  const filter = where as FilterQuery<NoInfer<T>>;
  const counted = (matching: number, nodes: T[], pageInfo: Omit<Page<T>['pageInfo'], 'pageSize' | 'totalPages'>): Page<T> => {
    const totalCount = Math.min(matching, MAX_COUNT);
    return {
      nodes,
      totalCount,
      totalCountCapped: matching > MAX_COUNT,
      pageInfo: { ...pageInfo, pageSize: paging.size, totalPages: Math.ceil(totalCount / paging.size) },
    };
  };
  if (paging.after) {
    const keys = Cursor.getDefinition(meta, orderBy);
    let decoded: unknown[];
    try {
      decoded = Cursor.decode(paging.after);
    } catch {
      throw new DomainError('INVALID_CURSOR', 'The cursor is not one this list gave out.', 'after');
    }
    if (!Array.isArray(decoded) || decoded.length !== keys.length)
      throw new DomainError('INVALID_CURSOR', 'The cursor does not belong to this sort order.', 'after');
    const [rows, matching] = await Promise.all([
      // One row more than the page tells whether another page follows.
      findRows(em, entity, filter, { first: paging.size + 1, after: paging.after, orderBy }),
      countUpTo(em, entity, where),
    ]);
    const nodes = rows.slice(0, paging.size);
    const last = nodes.at(-1);
    return counted(matching, nodes, { page: null, hasNextPage: rows.length > paging.size, hasPreviousPage: true, endCursor: last ? Cursor.for(meta, last, orderBy) : null });
  }
  const offset = (paging.page - 1) * paging.size;
  const [nodes, matching] = await Promise.all([
    findRows(em, entity, filter, { orderBy, limit: paging.size, offset }),
    countUpTo(em, entity, where),
  ]);
  const last = nodes.at(-1);
  return counted(matching, nodes, {
    page: paging.page,
    hasNextPage: offset + nodes.length < matching,
    hasPreviousPage: paging.page > 1,
    endCursor: last ? Cursor.for(meta, last, orderBy) : null,
  });
}

/** Shared checks on a price range given in major units. */
export function readPriceRange(min: number | undefined | null, max: number | undefined | null) {
  for (const [field, value] of [['minPrice', min], ['maxPrice', max]] as const) {
    if (value != null && (!Number.isFinite(value) || value < 0)) throw badInput(field, 'Prices cannot be negative.');
  }
  if (min != null && max != null && min > max) throw badInput('minPrice', 'The minimum price is above the maximum price.');
  return { min: min ?? undefined, max: max ?? undefined };
}

export const MIN_SEARCH_LENGTH = 3;

/** Normalises `q`: blank means no search; shorter than 3 characters is an error. */
export function readSearch(q: string | undefined | null): string | undefined {
  const term = q?.trim().toLowerCase();
  if (!term) return undefined;
  if (term.length < MIN_SEARCH_LENGTH) throw badInput('q', `Search needs at least ${MIN_SEARCH_LENGTH} characters.`);
  return term;
}

/** Escapes LIKE wildcards so a search for "100%" matches the text, not everything. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
