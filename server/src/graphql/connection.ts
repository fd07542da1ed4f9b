// One generic page type for every list: numbered pages for the web UI, keyset cursors for partners.
import { type ClassType, Directive, Field, InputType, Int, ObjectType } from 'type-graphql';
import {
  DEFAULT_PAGE_SIZE,
  MAX_COUNT,
  MAX_PAGE,
  MAX_PAGE_SIZE,
  type OffsetPage,
  type Page,
  type PageInfoData,
  type PageRequest,
} from '../modules/listings/paging.js';
import { INHERIT_CACHE } from './cache-control.js';

@InputType({ description: `Which page to return: a page number (offset) or a cursor (keyset, fast at any depth)` })
export class PageInput implements PageRequest {
  @Field(() => Int, { nullable: true, description: `Page number from 1 to ${MAX_PAGE}; ignored when \`after\` is given` })
  page?: number | null;

  @Field(() => Int, { nullable: true, description: `Items per page, 1 to ${MAX_PAGE_SIZE} (default ${DEFAULT_PAGE_SIZE})` })
  size?: number | null;

  @Field(() => String, { nullable: true, description: 'The endCursor of the previous page' })
  after?: string | null;
}

@ObjectType({ description: 'Where a page sits in the list and how to get the next one' })
@Directive(INHERIT_CACHE)
export class PageInfo implements PageInfoData {
  @Field(() => Int, { nullable: true, description: 'Page number; null when paging by cursor' })
  page!: number | null;

  @Field(() => Int, { description: 'Items per page' })
  pageSize!: number;

  @Field(() => Int, { description: 'How many pages the list has' })
  totalPages!: number;

  @Field({ description: 'Whether a page follows' })
  hasNextPage!: boolean;

  @Field({ description: 'Whether a page comes before' })
  hasPreviousPage!: boolean;

  @Field(() => String, { nullable: true, description: 'Pass as `after` for the next page' })
  endCursor!: string | null;
}

export function Connection<T extends object>(NodeType: ClassType<T>) {
  @ObjectType()
  abstract class ConnectionClass implements Page<T> {
    @Field(() => [NodeType], { description: 'The items of this page' })
    nodes!: T[];

    @Field(() => Int, { description: `How many items match the filters, counted up to ${MAX_COUNT}` })
    totalCount!: number;

    @Field({ description: `True when more than ${MAX_COUNT} match (show "${MAX_COUNT}+")` })
    totalCountCapped!: boolean;

    @Field(() => PageInfo, { description: 'Where this page sits and how to get the next one' })
    pageInfo!: PageInfoData;
  }
  return ConnectionClass;
}

/**
 * A page by number, for the back office's and partners' lists. The admin lists have always named the page size
 * `size`; the partners' lists `pageSize`.
 */
export function NumberedPage<T extends object>(NodeType: ClassType<T>, sizeField: 'pageSize' | 'size' = 'pageSize') {
  @ObjectType()
  abstract class NumberedPageClass implements OffsetPage<T> {
    @Field(() => [NodeType], { description: 'The items of this page' })
    nodes!: T[];

    @Field(() => Int, { description: 'How many items match, over all pages' })
    totalCount!: number;

    @Field(() => Int, { description: 'This page, from 1' })
    page!: number;

    @Field(() => Int, { name: sizeField, description: 'Items per page' })
    pageSize!: number;
  }
  return NumberedPageClass;
}
