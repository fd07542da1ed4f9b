// The ownership guard of every partner service: a partner reads and changes only the listings it owns.
// Admins and sub-admins are not partners here (they use the admin services). A listing of someone else
// answers exactly like an id that does not exist, so ids reveal nothing about other partners.
import { LockMode } from '@mikro-orm/core';
import type { EntityManager, FilterQuery } from '@mikro-orm/postgresql';
import type { RequestContext, Viewer } from '../../context.js';
import { DomainError } from '../../errors.js';
import { BookingType } from '../bookings/booking.entity.js';
import { Hotel } from '../listings/hotels/hotel.entity.js';
import { LeisureVenue } from '../listings/leisure/leisure.entity.js';
import { kindOf, kindOwnedBy } from '../listings/kind-registry.js';
import type { Listing } from '../listings/listing.entity.js';
import { Restaurant } from '../listings/restaurants/restaurant.entity.js';
import { Tour } from '../listings/tours/tour.entity.js';
import { TransportService } from '../listings/transport/transport.entity.js';
import { Role } from '../users/role.js';

/** The listing kinds partners own, named as bookings name them. */
export type PartnerListingKind = BookingType;

/** The listing entity of each built-in kind, for the callers that read one kind's own columns. */
type KindEntity = {
  [BookingType.HOTEL]: Hotel;
  [BookingType.TOUR]: Tour;
  [BookingType.RESTAURANT]: Restaurant;
  [BookingType.LEISURE]: LeisureVenue;
  [BookingType.TRANSPORT]: TransportService;
};

/** The partner role that owns listings of a kind. */
export const partnerRoleOf = (kind: PartnerListingKind): Role => kindOf(kind).partnerRole;

/** The listing kind a partner role manages, or null for travellers, admins and sub-admins. */
export function partnerKindOf(role: Role): PartnerListingKind | null {
  return kindOwnedBy(role)?.type ?? null;
}

/** The not-found error the API answers for a missing listing of this kind. */
export function listingNotFound(kind: PartnerListingKind, field = 'id'): DomainError {
  return new DomainError('NOT_FOUND', `${kindOf(kind).label} not found`, field);
}

/**
 * The viewer as a partner of this kind: signed in (else UNAUTHENTICATED) and holding the kind's
 * partner role (else FORBIDDEN). Admins and sub-admins are refused: they act through the admin services.
 */
export function requirePartner(ctx: Pick<RequestContext, 'viewer'>, kind: PartnerListingKind): Viewer {
  const viewer = ctx.viewer;
  if (!viewer) throw new DomainError('UNAUTHENTICATED', 'Please sign in.');
  if (viewer.role !== partnerRoleOf(kind)) throw new DomainError('FORBIDDEN', 'This account cannot manage this kind of listing.');
  return viewer;
}

/** The condition that keeps a list query to the viewer's own listings (`owner = viewer`). */
export function ownedBy<Entity extends Listing>(viewer: Viewer): FilterQuery<Entity> {
  return { owner: viewer.id } as FilterQuery<Entity>;
}

/**
 * Loads a listing of `kind` by id only if the viewer is its partner owner; any other case (no such id,
 * another partner's listing) throws the same NOT_FOUND. The viewer must hold the kind's partner role.
 */
export async function ownedListing<Kind extends PartnerListingKind>(
  ctx: Pick<RequestContext, 'viewer' | 'em'>,
  kind: Kind,
  id: number | string,
  options: { field?: string; em?: EntityManager; lock?: boolean } = {},
): Promise<KindEntity[Kind]> {
  const viewer = requirePartner(ctx, kind);
  const numericId = typeof id === 'number' ? id : Number(id);
  if (!Number.isSafeInteger(numericId) || numericId <= 0) throw listingNotFound(kind, options.field);
  const em = options.em ?? ctx.em;
  // Locked (in the caller's transaction) when the change reads what it writes, such as a list that has a limit.
  const listing = await em.findOne(
    kindOf(kind).entity(),
    { id: numericId, owner: viewer.id },
    options.lock ? { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true } : {},
  );
  if (!listing) throw listingNotFound(kind, options.field);
  // The registry's entity of this kind is the kind's own class.
  return listing as KindEntity[Kind];
}
