// The transport business's side: its services (price, status), their fleets, and each vehicle's days (hired, blocked
// for maintenance, free). A vehicle is the unit a ride booking claims day by day, so one with hires to come cannot be
// removed, and a day it is hired cannot be blocked.
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { RequestContext } from '../../context.js';
import { DomainError, badInput } from '../../errors.js';
import { text, wholeNumber } from '../../validation.js';
import { auditSnapshot } from '../audit/audit-log.js';
import { BookingType } from '../bookings/booking.entity.js';
import { addDays, dailySlots, daysBetween, localNow } from '../bookings/booking-dates.js';
import { BucketKind } from '../bookings/inventory.entity.js';
import type { CountryService } from '../countries/country.service.js';
import { TransportService, Vehicle } from '../listings/transport/transport.entity.js';
import { TransportStatus, TransportType } from '../listings/transport/transport.enums.js';
import {
  auditedChange,
  cityId,
  commonListingFields,
  createOwnListing,
  dollarsToMinor,
  listingListSchema,
  newListingFields,
  ownListingPage,
  placeListing,
} from './partner-listings.js';
import { listingSearchText } from '../listings/listing-search.js';
import { isoDate } from './partner-bookings.js';
import { ownedListing, requirePartner } from './partner-scope.js';
import type { WebhookService } from './webhooks/webhook.service.js';

const TRANSPORT = BookingType.TRANSPORT;
const serviceFields = {
  ...commonListingFields,
  cityId: cityId.optional(),
  type: z.enum(TransportType).optional(),
  pricePerDay: dollarsToMinor.optional(),
  status: z.enum(TransportStatus).optional(),
};
const required = (max: number) =>
  text(max)
    .transform((v) => v.trim())
    .refine((v) => v.length > 0, { error: 'is required' });
/** The most days the fleet calendar shows, or one change blocks, at once. */
export const MAX_FLEET_DAYS = 62;
const vehicleFields = z.object({ model: required(80), seats: wholeNumber(1, 80), plate: required(20).transform((v) => v.toUpperCase()) }).strict();

/** What the transport business's requests may say, each checked by its schema where it arrives. */
export const transportPartnerSchemas = {
  list: listingListSchema,
  serviceCreate: z.object({ ...serviceFields, ...newListingFields, type: z.enum(TransportType), pricePerDay: dollarsToMinor }).strict(),
  serviceUpdate: z.object(serviceFields).strict(),
  vehicleAdd: vehicleFields,
  vehicleUpdate: vehicleFields.partial().strict(),
  fleetDays: z.object({ serviceId: wholeNumber(1, 2_147_483_647), from: isoDate, days: wholeNumber(1, MAX_FLEET_DAYS) }).strict(),
  vehicleDays: z
    .object({ from: isoDate, to: isoDate, blocked: z.boolean() })
    .strict()
    .refine((range) => range.to >= range.from, { error: 'must be on or after the first day', path: ['to'] })
    .refine((range) => daysBetween(range.from, range.to) < MAX_FLEET_DAYS, { error: `at most ${MAX_FLEET_DAYS} days at once`, path: ['to'] }),
};

/** One vehicle's day as its business sees it: hired (by which booking), blocked, or free. */
export interface VehicleDayState {
  vehicleId: number;
  date: string;
  blocked: boolean;
  /** The booking that hires the vehicle that day, if one does. */
  reference: string | null;
}

/** A claim that still holds its unit: confirmed, or a hold not lapsed. */
const LIVE_CLAIM = 'c.released_at is null and (c.expires_at is null or c.expires_at > now())';

type Command<Name extends keyof typeof transportPartnerSchemas> = z.output<(typeof transportPartnerSchemas)[Name]>;

const serviceAudit = ['name', 'description', 'city', 'type', 'pricePerDayMinor', 'status'] as const;
const vehicleAudit = ['service', 'model', 'seats', 'plate'] as const;
const vehicleNotFound = () => new DomainError('NOT_FOUND', 'Vehicle not found', 'id');
const plateTaken = () => new DomainError('CONFLICT', 'Another vehicle already has this plate.', 'plate');

export class TransportPartnerService {
  constructor(
    private readonly countries: CountryService,
    private readonly webhooks: WebhookService,
  ) {}

  services(ctx: RequestContext, query: Command<'list'>) {
    return ownListingPage(ctx, TRANSPORT, TransportService, query);
  }

  service(ctx: RequestContext, serviceId: string | number): Promise<TransportService> {
    return ownedListing(ctx, TRANSPORT, serviceId);
  }

  async vehicles(ctx: RequestContext, serviceId: string | number): Promise<Vehicle[]> {
    const service = await ownedListing(ctx, TRANSPORT, serviceId);
    return ctx.em.find(Vehicle, { service }, { orderBy: { id: 'asc' } });
  }

  /** A new service of the business's; travellers can hire it once its first vehicle is in the fleet. */
  serviceCreate(ctx: RequestContext, fields: Command<'serviceCreate'>): Promise<TransportService> {
    requirePartner(ctx, TRANSPORT);
    const own = { type: fields.type, pricePerDayMinor: fields.pricePerDay, status: fields.status ?? TransportStatus.ACTIVE };
    return createOwnListing(ctx, this.countries, TRANSPORT, TransportService, fields, own, serviceAudit);
  }

  async serviceUpdate(ctx: RequestContext, serviceId: string | number, fields: Command<'serviceUpdate'>): Promise<TransportService> {
    requirePartner(ctx, TRANSPORT);
    return auditedChange(ctx, async (tx) => {
      const service = await ownedListing(ctx, TRANSPORT, serviceId, { em: tx });
      const before = auditSnapshot(service, serviceAudit);
      if (fields.cityId !== undefined) placeListing(tx, this.countries, service, fields.cityId);
      if (fields.name !== undefined) service.name = fields.name;
      if (fields.description !== undefined) service.description = fields.description;
      if (fields.type !== undefined) service.type = fields.type;
      if (fields.pricePerDay !== undefined) service.pricePerDayMinor = fields.pricePerDay;
      if (fields.status !== undefined) service.status = fields.status;
      service.searchText = listingSearchText(service.name, this.countries.city(service.city.id)?.name ?? '', service.type);
      const action =
        fields.status === undefined || fields.status === before.status
          ? 'transport_service.update'
          : `transport_service.${fields.status === TransportStatus.ACTIVE ? 'activate' : 'deactivate'}`;
      return {
        result: service,
        audit: { action, subjectType: 'transport_service', subjectId: service.id, before, after: auditSnapshot(service, serviceAudit) },
      };
    });
  }

  async vehicleAdd(ctx: RequestContext, serviceId: string | number, fields: Command<'vehicleAdd'>): Promise<Vehicle> {
    requirePartner(ctx, TRANSPORT);
    return this.plateUnique(() =>
      auditedChange(ctx, async (tx) => {
        const service = await ownedListing(ctx, TRANSPORT, serviceId, { em: tx, field: 'serviceId' });
        const vehicle = tx.create(Vehicle, { service, ...fields });
        await tx.flush();
        return {
          result: vehicle,
          audit: { action: 'vehicle.create', subjectType: 'vehicle', subjectId: vehicle.id, after: auditSnapshot(vehicle, vehicleAudit) },
        };
      }),
    );
  }

  async vehicleUpdate(ctx: RequestContext, vehicleId: string | number, fields: Command<'vehicleUpdate'>): Promise<Vehicle> {
    requirePartner(ctx, TRANSPORT);
    return this.plateUnique(() =>
      auditedChange(ctx, async (tx) => {
        const vehicle = await this.ownVehicle(ctx, tx, vehicleId);
        const before = auditSnapshot(vehicle, vehicleAudit);
        Object.assign(vehicle, fields);
        await tx.flush();
        return {
          result: vehicle,
          audit: { action: 'vehicle.update', subjectType: 'vehicle', subjectId: vehicle.id, before, after: auditSnapshot(vehicle, vehicleAudit) },
        };
      }),
    );
  }

  /** Removes a vehicle with no hire still to come. */
  async vehicleRemove(ctx: RequestContext, vehicleId: string | number): Promise<Vehicle> {
    return auditedChange(ctx, async (tx) => {
      const vehicle = await this.ownVehicle(ctx, tx, vehicleId);
      const [upcoming] = await tx.getConnection().execute<Array<{ found: boolean }>>(
        `select exists (select 1 from inventory_bucket b join inventory_claim c on c.bucket_id = b.id
             where b.kind = 'vehicle_day' and b.unit_id = ? and b.slot >= now() - interval '1 day' and c.released_at is null
               and (c.expires_at is null or c.expires_at > now())) as found`,
        [vehicle.id],
        'all',
        tx.getTransactionContext(),
      );
      if (upcoming?.found) throw new DomainError('CONFLICT', 'This vehicle has hires to come: cancel them first.', 'id');
      const before = auditSnapshot(vehicle, vehicleAudit);
      const removedId = vehicle.id;
      tx.remove(vehicle);
      return { result: Object.assign(vehicle, { id: removedId }), audit: { action: 'vehicle.delete', subjectType: 'vehicle', subjectId: removedId, before } };
    });
  }

  /** Each vehicle of an own service, each day from `from` for `days` days: blocked or not, and the booking hiring it. */
  async fleetDays(ctx: RequestContext, { serviceId, from, days }: Command<'fleetDays'>): Promise<VehicleDayState[]> {
    const service = await ownedListing(ctx, TRANSPORT, serviceId, { field: 'serviceId' });
    const vehicles = await ctx.em.find(Vehicle, { service }, { orderBy: { id: 'asc' } });
    const known = await vehicleDayRows(
      ctx.em,
      vehicles.map((vehicle) => vehicle.id),
      dailySlots(from, days),
    );
    return vehicles.flatMap((vehicle) =>
      Array.from({ length: days }, (_, offset) => {
        const date = addDays(from, offset);
        return known.get(`${vehicle.id} ${date}`) ?? { vehicleId: vehicle.id, date, blocked: false, reference: null };
      }),
    );
  }

  /**
   * Blocks a vehicle's days (maintenance, the driver's leave) or opens them again. A blocked day is a closed counter:
   * the booking flow's guarded claim refuses it and availability shows the vehicle taken. A day the vehicle is hired
   * cannot be blocked; the counters are locked by the same statement that closes them, so no hire slips in between.
   */
  async vehicleDays(ctx: RequestContext, vehicleId: string | number, { from, to, blocked }: Command<'vehicleDays'>): Promise<VehicleDayState[]> {
    requirePartner(ctx, TRANSPORT);
    return auditedChange(ctx, async (tx) => {
      const vehicle = await this.ownVehicle(ctx, tx, vehicleId);
      const service = await tx.findOneOrFail(TransportService, vehicle.service.id);
      if (from < localNow(service.country.code).date) throw badInput('from', 'A day gone by can be neither blocked nor opened.');
      const slots = dailySlots(from, daysBetween(from, to) + 1);
      const connection = tx.getConnection();
      await connection.execute(
        `insert into inventory_bucket (kind, unit_id, slot, capacity, closed)
         select ?, ?, slot, 1, ? from unnest(?::timestamp[]) as slot
         on conflict (kind, unit_id, slot) do update set closed = excluded.closed`,
        [BucketKind.VEHICLE_DAY, vehicle.id, blocked, `{${slots.map((slot) => `"${slot}"`).join(',')}}`],
        'run',
        tx.getTransactionContext(),
      );
      const days = await vehicleDayRows(tx, [vehicle.id], slots);
      const hired = [...days.values()].find((day) => day.reference);
      if (blocked && hired) throw new DomainError('CONFLICT', `This vehicle is hired on ${hired.date} (${hired.reference}): cancel that hire first.`, 'from');
      await this.webhooks.availabilityChanged(tx, ctx.viewer!.id, {
        listingType: TRANSPORT,
        listingId: service.id,
        unitId: vehicle.id,
        from,
        to,
        change: blocked ? 'closed' : 'opened',
      });
      return {
        result: slots.map((slot) => days.get(`${vehicle.id} ${slot.slice(0, 10)}`)!),
        audit: { action: blocked ? 'vehicle.block' : 'vehicle.unblock', subjectType: 'vehicle', subjectId: vehicle.id, after: { from, to } },
      };
    });
  }

  private async plateUnique<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException) throw plateTaken();
      throw error;
    }
  }

  private async ownVehicle(ctx: RequestContext, tx: EntityManager, vehicleId: string | number): Promise<Vehicle> {
    const viewer = requirePartner(ctx, TRANSPORT);
    const numeric = Number(vehicleId);
    const vehicle = Number.isSafeInteger(numeric) ? await tx.findOne(Vehicle, { id: numeric, service: { owner: viewer.id } }) : null;
    if (!vehicle) throw vehicleNotFound();
    return vehicle;
  }
}

/** The vehicle days that have a counter, keyed `vehicleId YYYY-MM-DD`: blocked or not, and the booking hiring it. */
async function vehicleDayRows(em: EntityManager, vehicleIds: number[], slots: string[]): Promise<Map<string, VehicleDayState>> {
  if (!vehicleIds.length) return new Map();
  const rows = await em.getConnection().execute<Array<{ unit_id: number; day: string; closed: boolean; reference: string | null }>>(
    `select b.unit_id, to_char(b.slot, 'YYYY-MM-DD') as day, b.closed,
       (select k.reference from inventory_claim c join booking k on k.id = c.booking_id where c.bucket_id = b.id and ${LIVE_CLAIM} limit 1) as reference
     from inventory_bucket b
     where b.kind = ? and b.unit_id = any(?::int[]) and b.slot = any(?::timestamp[])`,
    [BucketKind.VEHICLE_DAY, `{${vehicleIds.join(',')}}`, `{${slots.map((slot) => `"${slot}"`).join(',')}}`],
    'all',
    em.getTransactionContext(),
  );
  return new Map(rows.map((row) => [`${row.unit_id} ${row.day}`, { vehicleId: row.unit_id, date: row.day, blocked: row.closed, reference: row.reference }]));
}
