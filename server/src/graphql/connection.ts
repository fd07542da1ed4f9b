// One generic page type for every list: numbered pages for the web UI, keyset cursors for partners.
import { type ClassType, Directive, Field, InputType, Int, ObjectType } from 'type-graphql';
import { INHERIT_CACHE } from './cache-control.js';

export const DEFAULT_PAGE_SIZE = 30;
export const MAX_PAGE_SIZE = 100;
/** Lists count matches up to this many; beyond it the UI says "10,000+". */
export const MAX_COUNT = 10_000;

@InputType({ description: `Which page to return: a page number (offset) or a cursor (keyset, fast at any depth)` })
export class PageInput {
  @Field(() => Int, { nullable: true, description: 'Page number from 1; ignored when `after` is given' })
  page?: number;

  @Field(() => Int, { nullable: true, description: `Items per page, 1 to ${MAX_PAGE_SIZE} (default ${DEFAULT_PAGE_SIZE})` })
  size?: number;

  @Field(() => String, { nullable: true, description: 'The endCursor of the previous page' })
  after?: string;
}

@ObjectType()
@Directive(INHERIT_CACHE)
export class PageInfo {
  @Field(() => Int, { nullable: true, description: 'Page number; null when paging by cursor' })
  page!: number | null;

  @Field(() => Int)
  pageSize!: number;

  @Field(() => Int)
  totalPages!: number;

  @Field()
  hasNextPage!: boolean;

  @Field()
  hasPreviousPage!: boolean;

  @Field(() => String, { nullable: true, description: 'Pass as `after` for the next page' })
  endCursor!: string | null;
}

export interface Page<T> {
  nodes: T[];
  totalCount: number;
  totalCountCapped: boolean;
  pageInfo: PageInfo;
}

export function Connection<T extends object>(NodeType: ClassType<T>) {
  @ObjectType()
  abstract class ConnectionClass implements Page<T> {
    @Field(() => [NodeType])
    nodes!: T[];

    @Field(() => Int, { description: `How many items match the filters, counted up to ${MAX_COUNT}` })
    totalCount!: number;

    @Field({ description: `True when more than ${MAX_COUNT} match (show "${MAX_COUNT}+")` })
    totalCountCapped!: boolean;

    @Field(() => PageInfo)
    pageInfo!: PageInfo;
  }
  return ConnectionClass;
}
