// Bookings of the demo traveller in every spec §4 status and type, and a spread of generated travellers with
// completed, reviewed bookings: My bookings, reviews, loyalty and the dashboards have something true to show.
// Past and cancelled bookings hold no inventory and go in with one INSERT per table; future ones are planned and
// claimed like real bookings, so availability counts them.
import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Booking, BookingStatus, PaymentStatus } from '../../modules/bookings/booking.entity.js';
import { planBooking } from '../../modules/bookings/booking-plans.js';
import { newBookingReference } from '../../modules/bookings/booking-reference.js';
import { claim } from '../../modules/bookings/inventory-claims.js';
import { LoyaltyEntry, LoyaltyEntryKind } from '../../modules/bookings/loyalty.entity.js';
import { pointsFor } from '../../modules/bookings/loyalty.js';
import { PaymentMethod } from '../../modules/bookings/payments.js';
import { listingKinds } from '../../modules/listings/kind-registry.js';
import { Review } from '../../modules/reviews/review.entity.js';
import { Role } from '../../modules/users/role.js';
import { User } from '../../modules/users/user.entity.js';
import { SeededRandom } from './random.js';

interface ListingRow {
  id: number;
  name: string;
  country_code: string;
  city: string;
  country: string;
  price: number;
  currency: string;
}

const REVIEW_TEXTS = [
  'Wonderful from start to finish; the staff knew every detail.',
  'Good value and easy to find. Would book again.',
  'Beautiful place, a little slow at check-in but friendly.',
  'Exactly as described. The guide made the day.',
  'Lovely evening, great food and music.',
];

const FIRST_NAMES = ['Amara', 'Kofi', 'Zawadi', 'Tariq', 'Nia', 'Jomo', 'Leila', 'Sipho', 'Imani', 'Yaw', 'Aaliyah', 'Thabo'];
const LAST_NAMES = ['Okafor', 'Mwangi', 'Diallo', 'Haddad', 'Banda', 'Mensah', 'Ndlovu', 'Kamau', 'Traoré', 'Achieng'];

const DAY_MS = 86_400_000;
const dateIn = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** The kinds the demo bookings book: those with a seed. */
const seededKinds = () => listingKinds().flatMap((kind) => (kind.seed ? [{ ...kind, seed: kind.seed }] : []));
type SeededKind = ReturnType<typeof seededKinds>[number];

/** Bookable listings from the middle of the kind's table: the first and last ids stay free for tests that pick them. */
async function listingsOf(tx: EntityManager, kind: SeededKind, limit: number): Promise<ListingRow[]> {
  const { table, priceColumn, visibleSql, seed } = kind;
  return tx.getConnection().execute<ListingRow[]>(
    `select l.id, l.name, l.country_code, c.name as city, co.name as country, coalesce(l.${priceColumn}, 5000)::int as price, l.currency
    from (select * from ${table} where (${visibleSql}) and (${seed.bookableSql ?? 'true'})) l
    join city c on c.id = l.city_id join country co on co.code = l.country_code
    order by l.id offset (select count(*) / 3 from ${table}) limit ?`,
    [limit],
    'all',
    tx.getTransactionContext(),
  );
}

type BookingRow = Omit<Booking, 'user'> & { user: string };

/** The booker: an account of the seed, loaded or only inserted. */
function pastBooking(
  random: SeededRandom,
  user: Pick<User, 'id' | 'email' | 'firstName' | 'lastName'>,
  { type, seed }: SeededKind,
  listing: ListingRow,
  startInDays: number,
  status: BookingStatus,
): BookingRow {
  const nights = seed.perNight ? random.int(1, 4) : 0;
  const partySize = random.int(1, 4);
  const perUnit = seed.perNight ? listing.price * nights : listing.price * partySize;
  const startDate = dateIn(startInDays);
  const confirmedAt = new Date(Date.now() + (startInDays - 20) * DAY_MS);
  return {
    id: randomUUID(),
    reference: newBookingReference(),
    type,
    listingId: listing.id,
    listingName: listing.name,
    location: `${listing.city}, ${listing.country}`,
    city: listing.city,
    countryCode: listing.country_code,
    user: user.id,
    email: user.email,
    contactName: `${user.firstName} ${user.lastName}`.trim(),
    phone: null,
    status,
    paymentStatus: PaymentStatus.PAID,
    paymentMethod: PaymentMethod.TEST_CARD,
    paymentReference: `test_seed${random.int(100000, 999999)}`,
    startDate,
    startTime: seed.startTime,
    endDate: nights ? dateIn(startInDays + nights) : startDate,
    partySize,
    units: 1,
    details:
      status === BookingStatus.CANCELLED
        ? { cancellation: { policyCase: 'seeded', outcome: 'full', reason: 'inNotice', refundMinor: perUnit, cancelledAt: confirmedAt.toISOString() } }
        : {},
    totalMinor: Math.max(perUnit, 1000),
    currency: listing.currency,
    holdExpiresAt: null,
    confirmedAt,
    createdAt: confirmedAt,
    language: 'en',
    // Stays that ended before the seed were invited to review the day after: no burst of old invitations.
    reviewInvitedAt: startInDays < 0 ? new Date(Date.now() + (startInDays + nights + 1) * DAY_MS) : null,
  } as BookingRow;
}

/** A future booking planned and claimed like a real one; null when the listing has nothing free then. */
async function futureBooking(tx: EntityManager, user: User, kind: SeededKind, listing: ListingRow, days: number): Promise<BookingRow | null> {
  const request = await kind.seed.demoRequest(tx, listing.id, dateIn(days));
  if (!request) return null;
  let plan: Awaited<ReturnType<typeof planBooking>>;
  try {
    plan = await planBooking(tx, request);
  } catch {
    return null;
  }
  const id = randomUUID();
  const row = {
    ...pastBooking(new SeededRandom(id), user, kind, listing, days, BookingStatus.CONFIRMED),
    id,
    startDate: plan.startDate,
    startTime: plan.startTime,
    endDate: plan.endDate,
    partySize: plan.partySize,
    units: plan.units,
    confirmedAt: new Date(),
    createdAt: new Date(),
  } as BookingRow;
  await tx.insert(Booking, row);
  for (const option of plan.options)
    if ((await claim(tx, id, option, null)) === 'claimed')
      return Object.assign(row, { totalMinor: option.totalMinor, details: { ...plan.details, ...option.details, priceLines: option.lines } });
  await tx.nativeDelete(Booking, { id });
  return null;
}

export async function seedBookings(tx: EntityManager, traveller: User, passwordHash: string): Promise<void> {
  await tx.flush();
  const random = new SeededRandom('bookings');
  const rows: BookingRow[] = [];
  const future: BookingRow[] = [];
  const reviewed = new Set<string>();
  const kinds = seededKinds();
  for (const kind of kinds) {
    const listings = await listingsOf(tx, kind, 80);
    if (listings.length < 4) continue;
    // Completed (two, one of them reviewed) and cancelled hold no inventory.
    const done = [
      pastBooking(random, traveller, kind, listings[0]!, -40, BookingStatus.CONFIRMED),
      pastBooking(random, traveller, kind, listings[1]!, -12, BookingStatus.CONFIRMED),
    ];
    reviewed.add(done[0]!.id);
    rows.push(...done, pastBooking(random, traveller, kind, listings[2]!, 25, BookingStatus.CANCELLED));
    for (const [days, offset] of [
      [3, 3],
      [45, 4],
    ] as const) {
      for (const listing of listings.slice(offset)) {
        const booking = await futureBooking(tx, traveller, kind, listing, days);
        if (booking) {
          future.push(booking);
          break;
        }
      }
    }
  }

  // Generated travellers: a few completed, reviewed bookings each.
  const travellers = Array.from({ length: 24 }, (_, index) => {
    const firstName = random.pick(FIRST_NAMES);
    const lastName = random.pick(LAST_NAMES);
    return {
      id: randomUUID(),
      email: `traveller${index + 1}@example.org`,
      username: `traveller${index + 1}`,
      passwordHash,
      role: Role.USER,
      emailVerifiedAt: new Date(),
      firstName,
      lastName,
    };
  });
  await tx.insertMany(User, travellers);
  const pools = new Map<SeededKind, ListingRow[]>();
  for (const kind of kinds) pools.set(kind, await listingsOf(tx, kind, 30));
  for (const person of travellers) {
    for (let count = random.int(2, 4); count > 0; count--) {
      const kind = random.pick(kinds);
      const pool = pools.get(kind)!;
      if (!pool.length) continue;
      const booking = pastBooking(random, person, kind, random.pick(pool), -random.int(5, 300), BookingStatus.CONFIRMED);
      rows.push(booking);
      reviewed.add(booking.id);
    }
  }
  if (rows.length) await tx.insertMany(Booking, rows);

  const all = [...rows, ...future];
  const ledger = all.flatMap((booking) => {
    const points = pointsFor(booking.totalMinor);
    if (points <= 0) return [];
    const earned = { user: booking.user, booking: booking.id, kind: LoyaltyEntryKind.EARNED, points, createdAt: booking.confirmedAt! };
    return booking.status === BookingStatus.CANCELLED ? [earned, { ...earned, kind: LoyaltyEntryKind.REVERSED, points: -points }] : [earned];
  });
  if (ledger.length) await tx.insertMany(LoyaltyEntry, ledger);
  const authors = new Map([[traveller.id, traveller.firstName], ...travellers.map((person) => [person.id, person.firstName] as const)]);
  const reviews = rows
    .filter((booking) => reviewed.has(booking.id))
    .map((booking) => ({
      booking: booking.id,
      user: booking.user,
      listingType: booking.type,
      listingId: booking.listingId,
      rating: random.int(3, 5),
      text: random.pick(REVIEW_TEXTS),
      authorName: authors.get(booking.user) ?? 'Traveller',
      createdAt: new Date(Date.parse(`${booking.endDate}T12:00:00Z`) + DAY_MS),
    }));
  if (reviews.length) await tx.insertMany(Review, reviews);
}
