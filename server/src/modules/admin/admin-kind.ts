// How the admin back office describes a listing kind (its part of the kind's definition), and the fields an
// admin's create or update of any kind may carry. The registry (listings/kind-registry.ts) gathers the kinds.
import { z } from 'zod';
import { badInput } from '../../errors.js';
import { singleLine, text } from '../../validation.js';
import type { Listing } from '../listings/listing.entity.js';
import { starRating } from '../listings/hotels/hotel-stars.js';

/** A kind as the admin paths name it (`/admin/hotels`); `nightlife` and `leisure` are one kind. */
export enum AdminListingKind {
  HOTELS = 'hotels',
  RESTAURANTS = 'restaurants',
  TOURS = 'tours',
  TRANSPORT = 'transport',
  LEISURE = 'leisure',
}

/** The fields of an admin's create or update, as both edges pass them (price in US dollars). */
export interface ListingFields {
  name?: string | null;
  description?: string | null;
  countryCode?: string | null;
  cityId?: string | number | null;
  ownerId?: string | null;
  price?: number | null;
  imagePath?: string | null;
  type?: string | null;
  stars?: number | null;
  durationDays?: number | null;
  capacity?: number | null;
  priceLevel?: number | null;
  openTime?: string | null;
  closeTime?: string | null;
}

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'must be a time as HH:MM' });
const MAX_PRICE_DOLLARS = 1_000_000;

/** What every kind's create and update accept; each kind then requires its own fields. */
export const listingFieldsSchema = z
  .object({
    name: singleLine(200).trim().min(1, { error: 'is required' }).nullish(),
    description: text(4000).nullish(),
    countryCode: text(80).nullish(),
    cityId: z.union([z.string().max(20), z.number().int()]).nullish(),
    ownerId: z.uuid({ error: 'must be an account id' }).nullish(),
    price: z
      .number()
      .min(0, { error: 'cannot be negative' })
      .max(MAX_PRICE_DOLLARS, { error: `must be at most ${MAX_PRICE_DOLLARS}` })
      .nullish(),
    imagePath: text(300)
      .regex(/^\/media\/[A-Za-z0-9/_.-]+$/, { error: 'must be a path under /media/' })
      .nullish(),
    type: text(40).nullish(),
    stars: starRating.nullish(),
    durationDays: z
      .number()
      .int({ error: 'must be a whole number' })
      .min(1, { error: 'must be at least 1' })
      .max(60, { error: 'must be at most 60' })
      .nullish(),
    capacity: z
      .number()
      .int({ error: 'must be a whole number' })
      .min(1, { error: 'must be at least 1' })
      .max(100_000, { error: 'must be at most 100000' })
      .nullish(),
    priceLevel: z.number().int({ error: 'must be a whole number' }).min(1, { error: 'must be from 1 to 4' }).max(4, { error: 'must be from 1 to 4' }).nullish(),
    openTime: clock.nullish(),
    closeTime: clock.nullish(),
  })
  .strict();

export type ParsedListingFields = z.output<typeof listingFieldsSchema>;

/** A field the kind needs on create: present in the change, else on the row already. */
export function required<T>(value: T | null | undefined, field: string, existing?: T): T {
  if (value != null) return value;
  if (existing !== undefined) return existing;
  throw badInput(field, `${field} is required.`);
}

export function oneOf<E extends Record<string, string>>(values: E, value: string, field: string): E[keyof E] {
  if (!(Object.values(values) as string[]).includes(value)) throw badInput(field, `${field} must be one of: ${Object.values(values).join(', ')}.`);
  return value as E[keyof E];
}

export const toMinor = (dollars: number) => Math.round(dollars * 100);

/**
 * What the back office needs of a kind beyond its registry entry: its path name, its active flag, its own fields and
 * its audit snapshot. Methods, so that one kind's description is a description of any listing.
 */
export interface AdminKindFields<L extends Listing = Listing> {
  kind: AdminListingKind;
  isActive(listing: L): boolean;
  setActive(listing: L, active: boolean): void;
  /** The SQL condition on the kind's table for active (or inactive) rows, as a MikroORM filter. */
  activeWhere(active: boolean): Record<string, unknown>;
  priceMinor(listing: L): number;
  /** The kind's own fields from a change; on create (`listing` new) the required ones must be there. */
  apply(listing: L, fields: ParsedListingFields, creating: boolean): void;
  /** Its type, category or cuisine: shown, and searched with its name and city. */
  typeOf(listing: L): string;
  /** Its own columns in an audit snapshot. */
  auditFields: readonly string[];
  /** Its bundled picture when none is uploaded. */
  defaultImage: string;
}

/** The row's own values on update; none on create, where every required field must be given. */
export const existingOn = <L>(listing: L, creating: boolean) => (creating ? undefined : listing);
