// The hotel kind, as the kind registry lists it (kind-registry.ts).
import { type AdminKindFields, AdminListingKind, existingOn, oneOf, required, toMinor } from '../../admin/admin-kind.js';
import { BookingType } from '../../bookings/booking.entity.js';
import { HotelStayInput } from '../../bookings/booking-request.types.js';
import { Role } from '../../users/role.js';
import { seedHotels } from '../../../db/seed/hotels.seed.js';
import { seedRoomTypes } from '../../../db/seed/room-types.seed.js';
import { addDays } from '../../bookings/booking-dates.js';
import type { KindDefinition } from '../kind-definition.js';
import { ageRule, flagRule, PolicyKey, timeRule } from '../policy-rules.js';
import { Hotel } from './hotel.entity.js';
import { HotelType } from './hotel.enums.js';
import { hotelBooking } from './hotel.booking.js';

const hotelAdmin: AdminKindFields<Hotel> = {
  kind: AdminListingKind.HOTELS,
  isActive: (hotel) => hotel.active,
  setActive: (hotel, active) => {
    hotel.active = active;
  },
  activeWhere: (active) => ({ active }),
  priceMinor: (hotel) => hotel.pricePerNightMinor,
  apply(hotel, fields, creating) {
    const existing = existingOn(hotel, creating);
    hotel.type = fields.type != null ? oneOf(HotelType, fields.type, 'type') : required(null, 'type', existing?.type);
    hotel.stars = required(fields.stars, 'stars', existing?.stars);
    hotel.pricePerNightMinor = fields.price != null ? toMinor(fields.price) : required(null, 'price', existing?.pricePerNightMinor);
  },
  typeOf: (hotel) => hotel.type,
  auditFields: ['type', 'stars', 'pricePerNightMinor', 'active'],
  defaultImage: '/media/hotels/01.svg',
};

export const hotelDefinition: KindDefinition = {
  type: BookingType.HOTEL,
  enumKey: 'HOTEL',
  legacyName: 'hotel',
  table: 'hotel',
  visibleSql: 'active',
  priceColumn: 'price_per_night_minor',
  bookingPath: (id) => `/hotels/${id}/book`,
  partnerRole: Role.HOTEL_MANAGER,
  partnerRoleKey: 'HOTEL_MANAGER',
  label: 'Hotel',
  entity: () => Hotel,
  entities: () => [Hotel],
  admin: hotelAdmin,
  bookingInput: () => HotelStayInput,
  policies: [
    timeRule(PolicyKey.CHECK_IN_FROM, { column: true, required: true }),
    timeRule(PolicyKey.CHECK_IN_UNTIL, { column: true, after: PolicyKey.CHECK_IN_FROM }),
    timeRule(PolicyKey.CHECK_OUT_UNTIL, { column: true, required: true }),
    flagRule(PolicyKey.CHILDREN_ALLOWED, { column: true, required: true }),
    ageRule(PolicyKey.CHILDREN_MIN_AGE, 17, { column: true, onlyWhen: PolicyKey.CHILDREN_ALLOWED }),
    flagRule(PolicyKey.PETS_ALLOWED, { column: true, required: true }),
  ],
  booking: hotelBooking,
  seed: {
    demoPartner: { email: 'hotels@example.com', firstName: 'Aisha', lastName: 'Njoroge' },
    async listings(tx, demoPartner, passwordHash) {
      await seedHotels(tx, demoPartner, passwordHash);
      await seedRoomTypes(tx);
    },
    perNight: true,
    startTime: null,
    demoRequest: async (_tx, hotelId, date) => ({
      type: BookingType.HOTEL,
      hotelId,
      checkIn: date,
      checkOut: addDays(date, 2),
      rooms: 1,
      guests: 2,
      roomTypeId: null,
    }),
  },
};
