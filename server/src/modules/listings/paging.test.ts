// Numbered pages as the back office, partners and support lists read them.
import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_SIZE, MAX_PAGE, MAX_PAGE_SIZE, asConnectionPage, clampedPaging, emptyPage } from './paging.js';

describe('numbered pages', () => {
  it('keep a page and a size within bounds, page 1 and the default size when not given', () => {
    expect(clampedPaging({})).toEqual({ page: 1, size: DEFAULT_PAGE_SIZE });
    expect(clampedPaging({ page: 0, size: 0 })).toEqual({ page: 1, size: 1 });
    expect(clampedPaging({ page: MAX_PAGE + 1, size: MAX_PAGE_SIZE + 1 })).toEqual({ page: MAX_PAGE, size: MAX_PAGE_SIZE });
    expect(clampedPaging({ page: 3, size: 20 })).toEqual({ page: 3, size: 20 });
  });

  it('answer as a connection: pages counted, a next page while rows remain, never a cursor', () => {
    expect(asConnectionPage({ nodes: ['a'], totalCount: 41, page: 2, pageSize: 20 })).toEqual({
      nodes: ['a'],
      totalCount: 41,
      totalCountCapped: false,
      pageInfo: { page: 2, pageSize: 20, totalPages: 3, hasNextPage: true, hasPreviousPage: true, endCursor: null },
    });
    expect(asConnectionPage(emptyPage(1, 20)).pageInfo).toEqual({
      page: 1,
      pageSize: 20,
      totalPages: 0,
      hasNextPage: false,
      hasPreviousPage: false,
      endCursor: null,
    });
  });
});
