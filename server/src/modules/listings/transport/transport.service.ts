import type { FilterQuery } from '@mikro-orm/core';
import type { RequestContext } from '../../../context.js';
import { DomainError } from '../../../errors.js';
import type { Page } from '../../../graphql/connection.js';
import type { CountryService } from '../../countries/country.service.js';
import { type ChildList, loadChildren } from '../listing-children.js';
import { findPage, type ListingOrder, readPaging } from '../listing-page.js';
import { commonListingWhere, countryCodesWithListings, orderFor, readEnum, readListingId } from '../listing-query.js';
import { TransportService, Vehicle } from './transport.entity.js';
import { RideSort, type RidesArgs, TransportStatus, TransportType } from './transport.types.js';

const orderBySort: Record<RideSort, ListingOrder<TransportService>> = {
  [RideSort.RELEVANCE]: [{ popularity: 'desc' }, { id: 'asc' }],
  [RideSort.PRICE_ASC]: [{ pricePerDayMinor: 'asc' }, { id: 'asc' }],
  [RideSort.PRICE_DESC]: [{ pricePerDayMinor: 'desc' }, { id: 'desc' }],
};

const fleetList: ChildList<Vehicle> = { name: 'ride.vehicles', entity: Vehicle, parent: 'service', orderBy: { id: 'asc' } };

/** Rides (transport services): the public sees active ones only. */
export class RideService {
  constructor(private readonly countries: CountryService) {}

  async list(ctx: RequestContext, args: RidesArgs): Promise<Page<TransportService>> {
    const filter = args.filter ?? {};
    const where = commonListingWhere(this.countries, args.country, filter, 'pricePerDayMinor');
    const paging = readPaging(args.paging);
    const orderBy = orderFor(orderBySort, args.sort, RideSort.RELEVANCE);

    where.status = TransportStatus.ACTIVE;
    if (filter.type) where.type = readEnum(TransportType, filter.type, 'type');
    return findPage(ctx.em, TransportService, where as FilterQuery<TransportService>, orderBy, paging);
  }

  async byId(ctx: RequestContext, id: string | number): Promise<TransportService | null> {
    return ctx.em.findOne(TransportService, { id: readListingId(id, 'ride'), status: TransportStatus.ACTIVE });
  }

  async byIdOrFail(ctx: RequestContext, id: string | number): Promise<TransportService> {
    const ride = await this.byId(ctx, id);
    if (!ride) throw new DomainError('NOT_FOUND', 'Ride not found', 'id');
    return ride;
  }

  /** The fleet; one statement for a whole page of services. */
  vehicles(ctx: RequestContext, ride: TransportService): Promise<Vehicle[]> {
    return loadChildren(ctx, fleetList, ride.id);
  }

  countryCodes(ctx: RequestContext): Promise<string[]> {
    return countryCodesWithListings(ctx, 'transport_service', `status = 'active'`);
  }
}
