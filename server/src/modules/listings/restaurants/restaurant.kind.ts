// The restaurant kind, as the kind registry lists it (kind-registry.ts).
import { type AdminKindFields, AdminListingKind, existingOn, oneOf, required, toMinor } from '../../admin/admin-kind.js';
import { BookingType } from '../../bookings/booking.entity.js';
import { TableReservationInput } from '../../bookings/booking-request.types.js';
import { Role } from '../../users/role.js';
import { seedRestaurants } from '../../../db/seed/restaurants.seed.js';
import type { KindDefinition } from '../kind-definition.js';
import { choiceRule, DRESS_CODES, flagRule, PolicyKey, textRule } from '../policy-rules.js';
import { Restaurant, RestaurantTable } from './restaurant.entity.js';
import { Cuisine, Weekday } from './restaurant.enums.js';
import { restaurantBooking } from './restaurant.booking.js';

/** A new restaurant opens every day at these hours until its manager sets its own. */
export const DEFAULT_OPENING_HOURS = Object.values(Weekday).map((weekday) => ({ weekday, opens: '08:00', closes: '22:00' }));

const restaurantAdmin: AdminKindFields<Restaurant> = {
  kind: AdminListingKind.RESTAURANTS,
  isActive: (restaurant) => restaurant.active,
  setActive: (restaurant, active) => {
    restaurant.active = active;
  },
  activeWhere: (active) => ({ active }),
  priceMinor: (restaurant) => restaurant.averagePriceMinor,
  apply(restaurant, fields, creating) {
    const existing = existingOn(restaurant, creating);
    restaurant.cuisine = fields.type != null ? oneOf(Cuisine, fields.type, 'type') : required(null, 'type', existing?.cuisine);
    restaurant.averagePriceMinor = fields.price != null ? toMinor(fields.price) : required(null, 'price', existing?.averagePriceMinor);
    if (creating) {
      restaurant.ratingTenths = 0;
      restaurant.openingHours = DEFAULT_OPENING_HOURS;
    }
  },
  typeOf: (restaurant) => restaurant.cuisine,
  auditFields: ['cuisine', 'averagePriceMinor', 'active'],
  defaultImage: '/media/restaurants/01.svg',
};

export const restaurantDefinition: KindDefinition = {
  type: BookingType.RESTAURANT,
  enumKey: 'RESTAURANT',
  legacyName: 'restaurant',
  table: 'restaurant',
  visibleSql: 'active',
  priceColumn: 'average_price_minor',
  bookingPath: (id) => `/restaurants/${id}/reserve`,
  partnerRole: Role.RESTAURANT_MANAGER,
  partnerRoleKey: 'RESTAURANT_MANAGER',
  label: 'Restaurant',
  entity: () => Restaurant,
  entities: () => [Restaurant, RestaurantTable],
  admin: restaurantAdmin,
  bookingInput: () => TableReservationInput,
  policies: [
    flagRule(PolicyKey.CHILDREN_WELCOME),
    choiceRule(PolicyKey.DRESS_CODE, DRESS_CODES),
    textRule(PolicyKey.DEPOSIT),
    textRule(PolicyKey.LATE_ARRIVAL),
  ],
  booking: restaurantBooking,
  seed: {
    demoPartner: { email: 'restaurants@example.com', firstName: 'Tendai', lastName: 'Moyo' },
    listings: seedRestaurants,
    perNight: false,
    startTime: '19:30',
    demoRequest: async (_tx, restaurantId, date) => ({ type: BookingType.RESTAURANT, restaurantId, date, time: '19:30', partySize: 2 }),
  },
};
