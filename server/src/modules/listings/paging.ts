// Paging as the services define it: limits, what a caller asks for and the page it gets back.
// GraphQL decorates these (graphql/connection.ts); REST reads them as they are.

export { DEFAULT_PAGE_SIZE } from '../../../../shared/src/spec-constants.js';
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
