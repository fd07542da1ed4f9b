// The transport kind, as the kind registry lists it (kind-registry.ts).
import { type AdminKindFields, AdminListingKind, existingOn, oneOf, required, toMinor } from '../../admin/admin-kind.js';
import { BookingType } from '../../bookings/booking.entity.js';
import { RideHireInput } from '../../bookings/booking-request.types.js';
import { Role } from '../../users/role.js';
import { seedTransport } from '../../../db/seed/transport.seed.js';
import { addDays } from '../../bookings/booking-dates.js';
import type { KindDefinition } from '../kind-definition.js';
import { choiceRule, FUEL_POLICIES, flagRule, PolicyKey, textRule } from '../policy-rules.js';
import { TransportService, Vehicle } from './transport.entity.js';
import { TransportStatus, TransportType } from './transport.enums.js';
import { transportBooking } from './transport.booking.js';

const transportAdmin: AdminKindFields<TransportService> = {
  kind: AdminListingKind.TRANSPORT,
  isActive: (service) => service.status === TransportStatus.ACTIVE,
  setActive: (service, active) => {
    service.status = active ? TransportStatus.ACTIVE : TransportStatus.INACTIVE;
  },
  activeWhere: (active) => ({ status: active ? TransportStatus.ACTIVE : TransportStatus.INACTIVE }),
  priceMinor: (service) => service.pricePerDayMinor,
  apply(service, fields, creating) {
    const existing = existingOn(service, creating);
    service.type = fields.type != null ? oneOf(TransportType, fields.type, 'type') : required(null, 'type', existing?.type);
    service.pricePerDayMinor = fields.price != null ? toMinor(fields.price) : required(null, 'price', existing?.pricePerDayMinor);
  },
  typeOf: (service) => service.type,
  auditFields: ['type', 'pricePerDayMinor', 'status'],
  defaultImage: '/media/transport/01.svg',
};

export const transportDefinition: KindDefinition = {
  type: BookingType.TRANSPORT,
  enumKey: 'TRANSPORT',
  legacyName: 'transport',
  table: 'transport_service',
  visibleSql: "status = 'active'",
  priceColumn: 'price_per_day_minor',
  bookingPath: (id) => `/transport/${id}/book`,
  partnerRole: Role.TRANSPORT_BUSINESS,
  partnerRoleKey: 'TRANSPORT_BUSINESS',
  label: 'Ride',
  entity: () => TransportService,
  entities: () => [TransportService, Vehicle],
  admin: transportAdmin,
  bookingInput: () => RideHireInput,
  policies: [flagRule(PolicyKey.DRIVER_INCLUDED), choiceRule(PolicyKey.FUEL_POLICY, FUEL_POLICIES), textRule(PolicyKey.DEPOSIT)],
  booking: transportBooking,
  seed: {
    demoPartner: { email: 'transport@example.com', firstName: 'Fatou', lastName: 'Diop' },
    listings: seedTransport,
    perNight: true,
    startTime: null,
    demoRequest: async (_tx, serviceId, date) => ({
      type: BookingType.TRANSPORT,
      serviceId,
      pickupDate: date,
      returnDate: addDays(date, 2),
      passengers: 2,
    }),
  },
};
