// What describes a listing kind once: its table and row, sorts, price column, own filters, detail
// children and names. The generic service (listing.service.ts), the resolvers, the REST routes and the
// web's filter config are driven by it; a kind's own files hold only what differs.
import { type Expression, type SelectQueryBuilder, type SqlBool, sql } from 'kysely';
import type { ReadDB, ReadModels, ReadRow } from '../../db/read-models.js';
import type { BookingType } from '../bookings/booking.entity.js';

export type ListingTable = 'hotel' | 'tour' | 'restaurant' | 'leisure_venue' | 'transport_service';

/** The columns every listing row is read with (listing.entity.ts); `country` is its code, `city` its id. */
export const listingColumns = [
  'id',
  'name',
  'description',
  'currency',
  'imagePath',
  'popularity',
  'country',
  'city',
  'photoPaths',
  'photoAlts',
  'latitude',
  'longitude',
  'policies',
  'policyNotes',
  'textLanguage',
  'translations',
] as const;

export type ListingRowBase = Pick<ReadRow<ListingTable>, (typeof listingColumns)[number]>;

export type Condition = Expression<SqlBool>;

/** A column of the row, as a SQL reference (the builder maps property names to columns). */
export const column = (name: string) => sql.ref(name);

/** One key of a sort: keys run in index order and the last is always the id, so every order is total. */
export interface SortKey<Row> {
  column: keyof Row & string;
  direction: 'asc' | 'desc';
  /** Whether its cursor value must fit a PostgreSQL integer (else any finite number). */
  integer: boolean;
}

export const ascending = <Row>(name: keyof Row & string, integer = true): SortKey<Row> => ({ column: name, direction: 'asc', integer });
export const descending = <Row>(name: keyof Row & string, integer = true): SortKey<Row> => ({ column: name, direction: 'desc', integer });

/** What the kind's own filters are given besides the filter itself. */
export interface FilterScope {
  /** The country's code, resolved and checked. */
  country: string;
}

export interface ListingKind<Table extends ListingTable, Row extends ListingRowBase, Filter, Sort extends string> {
  /** As messages and ids name one: "hotel", "venue" ("Hotel not found"). */
  name: string;
  /** Its booking type, as `listing_search_term` names its kind. */
  type: BookingType;
  /** The row as lists and details read it, from the kind's table. */
  rows: (db: ReadModels) => SelectQueryBuilder<ReadDB, Table, Row>;
  /** What makes a listing visible to the public (the partial indexes' predicate); `active` by default. */
  visible?: Condition;
  /** Column of the price in minor units the shared minPrice/maxPrice filters apply to, when the kind has one. */
  priceColumn?: keyof Row & string;
  sorts: Record<Sort, SortKey<Row>[]>;
  defaultSort: Sort;
  /** The kind's own filters, validated, as SQL conditions. */
  filters?: (filter: Filter, scope: FilterScope) => Condition[];
}

/** `active = true`: the visibility of every kind but rides. */
export const activeOnly: Condition = sql<SqlBool>`${column('active')}`;

/** A [min, max] range on a column; either bound may be absent. */
export function withinRange(name: string, min: number | null | undefined, max: number | null | undefined): Condition[] {
  const conditions: Condition[] = [];
  if (min != null) conditions.push(sql<SqlBool>`${column(name)} >= ${min}`);
  if (max != null) conditions.push(sql<SqlBool>`${column(name)} <= ${max}`);
  return conditions;
}

export const equals = (name: string, value: unknown): Condition => sql<SqlBool>`${column(name)} = ${value}`;
