// Content of the admin back office: every listing of the five kinds, whoever owns it. Create, update,
// delete, switch on and off (one status service for every legacy variant), assign the owning partner,
// upload its picture. Every change writes an audit entry in the change's own transaction.
import { type FilterQuery, LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext } from '../../context.js';
import { DomainError, badInput } from '../../errors.js';
import { auditSnapshot, recordAudit } from '../audit/audit-log.js';
import { Booking, BookingStatus } from '../bookings/booking.entity.js';
import { City } from '../countries/city.entity.js';
import type { CountryService } from '../countries/country.service.js';
import { Country } from '../countries/country.entity.js';
import { likePattern } from '../listings/listing-page.js';
import { readListingId } from '../listings/listing-query.js';
import { listingSearchText } from '../listings/listing-search.js';
import { clampedPaging, findPage, type OffsetPage } from '../listings/paging.js';
import type { ListingImageService } from '../media/listing-images.js';
import { User } from '../users/user.entity.js';
import { type AdminKind, type AdminListingKind, type AnyListing, adminKindOf, type ParsedListingFields, sharedAuditFields } from './admin-listing-kinds.js';
import { auditActorOf, backOfficeViewer } from './back-office-access.js';
import { counted } from '../../counted.js';

export interface AdminListingFilter {
  q?: string | null;
  active?: boolean | null;
  ownerId?: string | null;
  page?: number | null;
  size?: number | null;
}

const snapshot = (kind: AdminKind, listing: AnyListing) =>
  // A kind's own audit fields are columns of its listing class, which the shared Listing type does not name.
  auditSnapshot<Record<string, unknown>>({ ...listing }, [...sharedAuditFields, ...kind.auditFields]);

export class AdminListingService {
  constructor(
    private readonly countries: CountryService,
    private readonly images: ListingImageService,
  ) {}

  /** Every listing of a kind, active or not, newest first; `q` matches the name. */
  async list(ctx: RequestContext, kindName: AdminListingKind, filter: AdminListingFilter = {}): Promise<OffsetPage<AnyListing>> {
    backOfficeViewer(ctx);
    const kind = adminKindOf(kindName);
    const q = filter.q?.trim();
    const where: FilterQuery<AnyListing> = {
      ...(q ? { name: { $ilike: likePattern(q) } } : {}),
      ...(filter.active != null ? kind.activeWhere(filter.active) : {}),
      ...(filter.ownerId ? { owner: filter.ownerId } : {}),
    };
    return findPage(ctx.em, kind.entity, where, { populate: ['owner'], orderBy: { id: 'desc' } }, clampedPaging(filter));
  }

  async get(ctx: RequestContext, kindName: AdminListingKind, id: string | number): Promise<AnyListing> {
    backOfficeViewer(ctx);
    return this.load(ctx.em, adminKindOf(kindName), id);
  }

  async create(ctx: RequestContext, kindName: AdminListingKind, fields: ParsedListingFields): Promise<AnyListing> {
    const viewer = backOfficeViewer(ctx);
    const kind = adminKindOf(kindName);
    if (!fields.name) throw badInput('name', 'name is required.');
    if (!fields.countryCode) throw badInput('countryCode', 'countryCode is required.');
    if (fields.cityId == null) throw badInput('cityId', 'cityId is required.');
    if (!fields.ownerId) throw badInput('ownerId', 'ownerId is required: choose the partner who manages it.');
    return ctx.em.transactional(async (tx) => {
      const listing = new kind.entity();
      await this.applyShared(tx as EntityManager, kind, listing, fields);
      listing.imagePath = fields.imagePath ?? kind.defaultImage;
      kind.apply(listing, fields, true);
      listing.searchText = this.searchTextOf(kind, listing);
      tx.persist(listing);
      await tx.flush();
      recordAudit(tx as EntityManager, auditActorOf(ctx, viewer), {
        action: `${kind.subject}.create`,
        subjectType: kind.subject,
        subjectId: listing.id,
        after: snapshot(kind, listing),
      });
      return listing;
    });
  }

  /** Changes the fields given; `active`, when given, switches the listing on or off in the same change. */
  async update(ctx: RequestContext, kindName: AdminListingKind, id: string | number, fields: ParsedListingFields, active?: boolean): Promise<AnyListing> {
    const viewer = backOfficeViewer(ctx);
    const kind = adminKindOf(kindName);
    return ctx.em.transactional(async (tx) => {
      const listing = await this.load(tx as EntityManager, kind, id);
      const before = snapshot(kind, listing);
      await this.applyShared(tx as EntityManager, kind, listing, fields);
      if (fields.imagePath) listing.imagePath = fields.imagePath;
      kind.apply(listing, fields, false);
      if (active !== undefined) kind.setActive(listing, active);
      listing.searchText = this.searchTextOf(kind, listing);
      recordAudit(tx as EntityManager, auditActorOf(ctx, viewer), {
        action: `${kind.subject}.update`,
        subjectType: kind.subject,
        subjectId: listing.id,
        before,
        after: snapshot(kind, listing),
      });
      return listing;
    });
  }

  /**
   * The one status service: every legacy variant (spec §7 'Generic status update') and the GraphQL
   * mutation end here. An inactive listing leaves every traveller list, search and detail, and cannot be booked.
   */
  async setActive(ctx: RequestContext, kindName: AdminListingKind, id: string | number, active: boolean): Promise<AnyListing> {
    const viewer = backOfficeViewer(ctx);
    const kind = adminKindOf(kindName);
    return ctx.em.transactional(async (tx) => {
      const listing = await this.load(tx as EntityManager, kind, id);
      if (kind.isActive(listing) === active) return listing;
      const before = snapshot(kind, listing);
      kind.setActive(listing, active);
      recordAudit(tx as EntityManager, auditActorOf(ctx, viewer), {
        action: `${kind.subject}.${active ? 'activate' : 'deactivate'}`,
        subjectType: kind.subject,
        subjectId: listing.id,
        before,
        after: snapshot(kind, listing),
      });
      return listing;
    });
  }

  /** Removes a listing nobody is due to use: one with confirmed bookings still ahead is deactivated instead. */
  async remove(ctx: RequestContext, kindName: AdminListingKind, id: string | number): Promise<{ id: number }> {
    const viewer = backOfficeViewer(ctx);
    const kind = adminKindOf(kindName);
    return ctx.em.transactional(async (tx) => {
      // Locked: of two deletes at once, the second waits and then finds nothing, rather than deleting it again.
      const listing = await this.load(tx as EntityManager, kind, id, LockMode.PESSIMISTIC_WRITE);
      const today = new Date().toISOString().slice(0, 10);
      const ahead = await tx.count(Booking, {
        type: kind.bookingType,
        listingId: listing.id,
        status: { $ne: BookingStatus.CANCELLED },
        endDate: { $gte: today },
      });
      if (ahead > 0)
        throw new DomainError(
          'HAS_UPCOMING_BOOKINGS',
          `This ${kind.label.toLowerCase()} has ${counted(ahead, 'booking')} still to come: deactivate it instead, or cancel them first.`,
          'id',
        );
      const before = snapshot(kind, listing);
      const listingId = listing.id;
      tx.remove(listing);
      recordAudit(tx as EntityManager, auditActorOf(ctx, viewer), {
        action: `${kind.subject}.delete`,
        subjectType: kind.subject,
        subjectId: listingId,
        before,
      });
      return { id: listingId };
    });
  }

  /** Makes an uploaded picture (judged by its bytes, see ListingImageService) the listing's picture. */
  async setImage(ctx: RequestContext, kindName: AdminListingKind, id: string | number, bytes: Buffer): Promise<AnyListing> {
    backOfficeViewer(ctx);
    const kind = adminKindOf(kindName);
    const listing = await this.load(ctx.em, kind, id);
    const imagePath = await this.images.store(kind.subject, listing.id, bytes);
    return this.update(ctx, kindName, id, { imagePath });
  }

  /** The same upload as `setImage`, sent as base64 text (GraphQL has no file type). */
  async setImageFromBase64(ctx: RequestContext, kindName: AdminListingKind, id: string | number, imageBase64: string): Promise<AnyListing> {
    backOfficeViewer(ctx);
    return this.setImage(ctx, kindName, id, this.images.decodeBase64(imageBase64));
  }

  private async load(em: EntityManager, kind: AdminKind, id: string | number, lockMode?: LockMode.PESSIMISTIC_WRITE): Promise<AnyListing> {
    const where = { id: readListingId(id, kind.label.toLowerCase()) };
    // The lock takes the listing's row alone: a locked read does not join its owner.
    const listing = await em.findOne(kind.entity, where, lockMode ? { lockMode } : { populate: ['owner'] });
    if (!listing) throw new DomainError('NOT_FOUND', `${kind.label} not found`, 'id');
    return listing;
  }

  /** Place, name, description and owner: what every kind shares. */
  private async applyShared(em: EntityManager, kind: AdminKind, listing: AnyListing, fields: ParsedListingFields): Promise<void> {
    if (fields.name) listing.name = fields.name;
    if (fields.description != null) listing.description = fields.description;
    if (fields.countryCode || fields.cityId != null) {
      const countryCode = this.countries.resolve(fields.countryCode ?? listing.country.code, 'countryCode').code;
      const city = this.countries.cityInCountry(fields.cityId ?? listing.city.id, countryCode);
      listing.country = em.getReference(Country, countryCode);
      listing.city = em.getReference(City, city.id);
    }
    if (fields.ownerId) listing.owner = await this.partnerFor(em, kind, fields.ownerId);
  }

  /** Only an account with the kind's partner role may own it (a hotel manager owns hotels). */
  private async partnerFor(em: EntityManager, kind: AdminKind, ownerId: string): Promise<User> {
    const owner = await em.findOne(User, ownerId);
    if (!owner || owner.role !== kind.partnerRole) throw badInput('ownerId', `The owner must be an account with the ${kind.partnerRole} role.`);
    return owner;
  }

  private searchTextOf(kind: AdminKind, listing: AnyListing): string {
    const city = this.countries.city(listing.city.id)?.name ?? '';
    return listingSearchText(listing.name, city, kind.typeOf(listing));
  }
}
