// The transport business's side: its services (price, status) and their fleets. A vehicle is the unit a ride
// booking claims day by day, so one with hires to come cannot be removed.
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { z } from 'zod';
import type { RequestContext } from '../../context.js';
import { DomainError } from '../../errors.js';
import { text, wholeNumber } from '../../validation.js';
import { auditSnapshot } from '../audit/audit-log.js';
import { BookingType } from '../bookings/booking.entity.js';
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
import { ownedListing, requirePartner } from './partner-scope.js';

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
const vehicleFields = z.object({ model: required(80), seats: wholeNumber(1, 80), plate: required(20).transform((v) => v.toUpperCase()) }).strict();

/** What the transport business's requests may say, each checked by its schema where it arrives. */
export const transportPartnerSchemas = {
  list: listingListSchema,
  serviceCreate: z.object({ ...serviceFields, ...newListingFields, type: z.enum(TransportType), pricePerDay: dollarsToMinor }).strict(),
  serviceUpdate: z.object(serviceFields).strict(),
  vehicleAdd: vehicleFields,
  vehicleUpdate: vehicleFields.partial().strict(),
};

type Command<Name extends keyof typeof transportPartnerSchemas> = z.output<(typeof transportPartnerSchemas)[Name]>;

const serviceAudit = ['name', 'description', 'city', 'type', 'pricePerDayMinor', 'status'] as const;
const vehicleAudit = ['service', 'model', 'seats', 'plate'] as const;
const vehicleNotFound = () => new DomainError('NOT_FOUND', 'Vehicle not found', 'id');
const plateTaken = () => new DomainError('CONFLICT', 'Another vehicle already has this plate.', 'plate');

export class TransportPartnerService {
  constructor(private readonly countries: CountryService) {}

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
