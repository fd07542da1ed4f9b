// Paging as the services define it: limits, what a caller asks for and the page it gets back.
// GraphQL decorates these (graphql/connection.ts); REST reads them as they are.
import type { EntityManager, EntityName, FilterQuery, FindOptions, Loaded } from '@mikro-orm/core';
import { DEFAULT_PAGE_SIZE } from '../../../../shared/src/spec-constants.js';

export { DEFAULT_PAGE_SIZE };
export const MAX_PAGE_SIZE = 100;
/** The deepest numbered page (an offset of at most MAX_PAGE × MAX_PAGE_SIZE rows); deeper, page by cursor. */
export const MAX_PAGE = 10_000;
/** Lists count matches up to this many; beyond it the UI says "10,000+". */
export const MAX_COUNT = 10_000;

/** Which page: a page number (offset) or the cursor of the previous page (keyset). */
export interface PageRequest {
  page?: number | null;
  size?: number | null;
  after?: string | null;
}

export interface PageInfoData {
  page: number | null;
  pageSize: number;
  totalPages: number;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  endCursor: string | null;
}

export interface Page<T> {
  nodes: T[];
  totalCount: number;
  totalCountCapped: boolean;
  pageInfo: PageInfoData;
}

/** A page by number: its rows and how many match in all (back-office and partner lists). */
export interface OffsetPage<T> {
  nodes: T[];
  totalCount: number;
  page: number;
  pageSize: number;
}

/** A numbered page within bounds: page 1 to MAX_PAGE, size 1 to MAX_PAGE_SIZE (DEFAULT_PAGE_SIZE when not given). */
export const clampedPaging = ({ page, size }: PageRequest): { page: number; size: number } => ({
  page: Math.max(1, Math.min(page ?? 1, MAX_PAGE)),
  size: Math.max(1, Math.min(size ?? DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE)),
});

/** No rows: what a list answers before asking when nothing can match. */
export const emptyPage = <T>(page: number, pageSize: number): OffsetPage<T> => ({ nodes: [], totalCount: 0, page, pageSize });

/** Page `page` of `size` rows of `entity` matching `where`, in the order `options` give, with the count of all matches. */
export async function findPage<Entity extends object, Hint extends string = never>(
  em: EntityManager,
  entity: EntityName<Entity>,
  where: FilterQuery<NoInfer<Entity>>,
  options: Omit<FindOptions<Entity, Hint>, 'limit' | 'offset' | 'using'>,
  { page, size }: { page: number; size: number },
): Promise<OffsetPage<Loaded<Entity, Hint>>> {
  const [nodes, totalCount] = await em.findAndCount<Entity, Hint>(entity, where, { ...options, limit: size, offset: (page - 1) * size });
  return { nodes, totalCount, page, pageSize: size };
}

/** A page by number as a connection answers it: the count exact, no cursor. */
export function asConnectionPage<T>({ nodes, totalCount, page, pageSize }: OffsetPage<T>): Page<T> {
  const totalPages = Math.ceil(totalCount / pageSize);
  return {
    nodes,
    totalCount,
    totalCountCapped: false,
    pageInfo: { page, pageSize, totalPages, hasNextPage: page < totalPages, hasPreviousPage: page > 1, endCursor: null },
  };
}
