// What every partner service shares about its own listings: the paged list, the fields a partner edits on any
// listing (name, description, city, price), a new listing of any kind, and the transaction that writes a change
// with its audit entry.
import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { RequestContext } from '../../context.js';
import { badInput } from '../../errors.js';
import { optionalText, text, wholeNumber } from '../../validation.js';
import { kindOfBookingType } from '../admin/admin-listing-kinds.js';
import { type AuditChange, auditSnapshot, recordAudit } from '../audit/audit-log.js';
import { City } from '../countries/city.entity.js';
import { Country } from '../countries/country.entity.js';
import type { CountryService } from '../countries/country.service.js';
import type { Listing } from '../listings/listing.entity.js';
import { User } from '../users/user.entity.js';
import { likePattern } from '../listings/listing-page.js';
import { listingSearchText } from '../listings/listing-search.js';
import { DEFAULT_PAGE_SIZE, findPage, MAX_PAGE, MAX_PAGE_SIZE, type OffsetPage } from '../listings/paging.js';
import { auditActor } from './partner-audit.js';
import { type PartnerListingKind, requirePartner } from './partner-scope.js';

export const listingListSchema = z.object({
  q: optionalText(80),
  page: wholeNumber(1, MAX_PAGE).nullish(),
  size: wholeNumber(1, MAX_PAGE_SIZE).nullish(),
});

/** A page of a partner's own listings: by name, `q` matching it. */
export type ListingListQuery = z.output<typeof listingListSchema>;

/** A price as partners type it: US dollars with at most 2 decimals, stored in cents. */
export const dollarsToMinor = z.coerce
  .number({ error: 'must be a number' })
  .min(0, { error: 'must be at least 0' })
  .max(1_000_000, { error: 'must be at most 1000000' })
  .transform((amount) => Math.round(amount * 100));

export const listingName = text(120)
  .transform((value) => value.trim())
  .refine((value) => value.length >= 2, { error: 'must be at least 2 characters' });

/** Fields any listing's edit form sends; each kind adds its own. */
export const commonListingFields = {
  name: listingName.optional(),
  description: text(4000).optional(),
};

/** A city of the catalogue, by id. */
export const cityId = wholeNumber(1, 2_147_483_647);

/** What every new listing needs, whatever its kind: a name and a city (its country follows the city). */
export const newListingFields = { ...commonListingFields, name: listingName, cityId };

export interface NewListing {
  name: string;
  description?: string;
  cityId: number;
}

/** The viewer's own listings of a kind, by name; `q` matches the name. */
export async function ownListingPage<T extends Listing>(
  ctx: RequestContext,
  kind: PartnerListingKind,
  entity: new () => T,
  { q, page, size }: ListingListQuery,
): Promise<OffsetPage<T>> {
  const viewer = requirePartner(ctx, kind);
  const pattern = q?.trim() && likePattern(q.trim());
  const where: FilterQuery<Listing> = { owner: viewer.id, ...(pattern ? { name: { $ilike: pattern } } : {}) };
  return findPage(ctx.em, entity, where, { orderBy: { name: 'asc', id: 'asc' } }, { page: page ?? 1, size: size ?? DEFAULT_PAGE_SIZE });
}

/** Puts a listing in a city of the catalogue, and its country with it; answers the city's name. */
export function placeListing(tx: EntityManager, countries: CountryService, listing: Listing, id: number): string {
  const city = countries.city(id);
  if (!city) throw badInput('cityId', 'Choose a city from the list.');
  listing.city = tx.getReference(City, city.id);
  listing.country = tx.getReference(Country, city.country.code);
  return city.name;
}

/**
 * A new listing of `kind` owned by the viewer: its name and city, the kind's bundled picture, and the kind's own
 * columns from `own`; audited as `<kind>.create` with the `audit` columns. Every partner's create goes through here.
 */
export async function createOwnListing<T extends Listing>(
  ctx: RequestContext,
  countries: CountryService,
  kind: PartnerListingKind,
  entity: new () => T,
  fields: NewListing,
  own: Partial<T>,
  audit: readonly (keyof T & string)[],
): Promise<T> {
  const viewer = requirePartner(ctx, kind);
  const described = kindOfBookingType(kind);
  return auditedChange(ctx, async (tx) => {
    const listing = Object.assign(new entity(), own, {
      owner: tx.getReference(User, viewer.id),
      name: fields.name,
      description: fields.description ?? '',
      imagePath: described.defaultImage,
    });
    const cityName = placeListing(tx, countries, listing, fields.cityId);
    listing.searchText = listingSearchText(listing.name, cityName, described.typeOf(listing));
    tx.persist(listing);
    await tx.flush();
    return {
      result: listing,
      audit: { action: `${described.subject}.create`, subjectType: described.subject, subjectId: listing.id, after: auditSnapshot(listing, audit) },
    };
  });
}

/**
 * Runs a partner's change in one transaction and records its audit entry there: `work` returns the row changed and
 * the entry (before and after snapshots), so the log never claims a change that was rolled back.
 */
export async function auditedChange<T>(ctx: RequestContext, work: (tx: EntityManager) => Promise<{ result: T; audit: AuditChange }>): Promise<T> {
  const actor = auditActor(ctx);
  return ctx.em.transactional(async (em) => {
    const tx = em as EntityManager;
    const { result, audit } = await work(tx);
    recordAudit(tx, actor, audit);
    await tx.flush();
    return result;
  });
}

/** Whether any booking not cancelled (a live hold included) is on this listing. */
export async function hasLiveBookings(em: EntityManager, kind: PartnerListingKind, listingId: number): Promise<boolean> {
  const [row] = await em
    .getConnection()
    .execute<Array<{ found: boolean }>>(
      `select exists (select 1 from booking where type = ? and listing_id = ? and (status = 'confirmed' or (status = 'held' and hold_expires_at > now()))) as found`,
      [kind, listingId],
      'all',
      em.getTransactionContext(),
    );
  return !!row?.found;
}
