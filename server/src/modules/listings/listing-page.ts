// Paging shared by every listing type: validated input, offset pages with totals, keyset cursors.
import { Cursor, type EntityManager, type EntityName, type FilterQuery, type QueryOrderMap } from '@mikro-orm/core';
import { DomainError, badInput } from '../../errors.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type Page, type PageInput } from '../../graphql/connection.js';

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

export async function findPage<T extends object>(
  em: EntityManager,
  entity: EntityName<T>,
  where: FilterQuery<T>,
  orderBy: ListingOrder<T>,
  paging: Paging,
): Promise<Page<T>> {
  const meta = em.getMetadata().get(entity);
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
    const cursor = await em.findByCursor(entity, { where: where as FilterQuery<NoInfer<T>>, first: paging.size, after: paging.after, orderBy, includeCount: true });
    return {
      nodes: cursor.items as T[],
      totalCount: cursor.totalCount,
      pageInfo: {
        page: null,
        pageSize: paging.size,
        totalPages: Math.ceil(cursor.totalCount / paging.size),
        hasNextPage: cursor.hasNextPage,
        hasPreviousPage: true,
        endCursor: cursor.endCursor,
      },
    };
  }
  const offset = (paging.page - 1) * paging.size;
  const [nodes, totalCount] = await em.findAndCount(entity, where as FilterQuery<NoInfer<T>>, { orderBy, limit: paging.size, offset });
  const last = nodes.at(-1);
  return {
    nodes: nodes as T[],
    totalCount,
    pageInfo: {
      page: paging.page,
      pageSize: paging.size,
      totalPages: Math.ceil(totalCount / paging.size),
      hasNextPage: offset + nodes.length < totalCount,
      hasPreviousPage: paging.page > 1,
      endCursor: last ? Cursor.for(meta, last, orderBy) : null,
    },
  };
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
