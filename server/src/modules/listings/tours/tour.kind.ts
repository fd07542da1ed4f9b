// The tour kind, as the kind registry lists it (kind-registry.ts).
import { type AdminKindFields, AdminListingKind, existingOn, oneOf, required, toMinor } from '../../admin/admin-kind.js';
import { BookingType } from '../../bookings/booking.entity.js';
import { TourPlacesInput } from '../../bookings/booking-request.types.js';
import { Role } from '../../users/role.js';
import { seedTours } from '../../../db/seed/tours.seed.js';
import { addDays } from '../../bookings/booking-dates.js';
import type { KindDefinition } from '../kind-definition.js';
import { ageRule, PolicyKey, textRule } from '../policy-rules.js';
import { Tour, TourDeparture, TourItineraryStep } from './tour.entity.js';
import { TourCategory } from './tour.enums.js';
import { tourBooking } from './tour.booking.js';

const tourAdmin: AdminKindFields<Tour> = {
  kind: AdminListingKind.TOURS,
  isActive: (tour) => tour.active,
  setActive: (tour, active) => {
    tour.active = active;
  },
  activeWhere: (active) => ({ active }),
  priceMinor: (tour) => tour.basePriceMinor,
  apply(tour, fields, creating) {
    const existing = existingOn(tour, creating);
    tour.category = fields.type != null ? oneOf(TourCategory, fields.type, 'type') : required(null, 'type', existing?.category);
    tour.durationDays = required(fields.durationDays, 'durationDays', existing?.durationDays);
    tour.basePriceMinor = fields.price != null ? toMinor(fields.price) : required(null, 'price', existing?.basePriceMinor);
  },
  typeOf: (tour) => tour.category,
  auditFields: ['category', 'durationDays', 'basePriceMinor', 'active'],
  defaultImage: '/media/tours/01.svg',
};

export const tourDefinition: KindDefinition = {
  type: BookingType.TOUR,
  enumKey: 'TOUR',
  legacyName: 'tour',
  table: 'tour',
  visibleSql: 'active',
  priceColumn: 'base_price_minor',
  bookingPath: (id) => `/tours/${id}`,
  partnerRole: Role.TOUR_ORGANIZER,
  partnerRoleKey: 'TOUR_ORGANIZER',
  label: 'Tour',
  entity: () => Tour,
  entities: () => [Tour, TourItineraryStep, TourDeparture],
  admin: tourAdmin,
  bookingInput: () => TourPlacesInput,
  policies: [ageRule(PolicyKey.MINIMUM_AGE, 99), textRule(PolicyKey.WHAT_TO_BRING), textRule(PolicyKey.ACCESSIBILITY)],
  booking: tourBooking,
  seed: {
    demoPartner: { email: 'tours@example.com', firstName: 'Jabari', lastName: 'Okello' },
    listings: seedTours,
    // The gorilla treks' few permits are left for the tests that book them.
    bookableSql: "name !~* 'gorilla'",
    perNight: false,
    startTime: null,
    /** The first departure within three days of `date` with two places free. */
    async demoRequest(tx, tourId, date) {
      const [departure] = await tx
        .getConnection()
        .execute<Array<{ date: string }>>(
          `select departs_on::text as date from tour_departure where tour_id = ? and departs_on between ? and ? and capacity - booked >= 2 order by departs_on limit 1`,
          [tourId, date, addDays(date, 3)],
          'all',
          tx.getTransactionContext(),
        );
      return departure ? { type: BookingType.TOUR, tourId, date: departure.date, partySize: 2, addOns: null } : null;
    },
  },
};
