import { BookingType } from '../../bookings/booking.entity.js';
import type { InferResult } from 'kysely';
import type { RequestContext } from '../../../context.js';
import type { ReadModels } from '../../../db/read-models.js';
import type { CountryService } from '../../countries/country.service.js';
import type { SearchVocabulary } from '../search-vocabulary.js';
import { type ChildList, embedChildren, loadChildren } from '../listing-children.js';
import { ascending, descending, equals, type ListingKind, listingColumns } from '../listing-kind.js';
import { readEnum } from '../listing-query.js';
import { ListingService } from '../listing.service.js';
import { type RideFilter } from './transport.types.js';
import { RideSort, TransportStatus, TransportType } from './transport.enums.js';

const fleetList: ChildList<'vehicle', 'service', { id: number; service: number; model: string; seats: number; plate: string }> = {
  name: 'vehicles',
  parent: 'service',
  rows: (db) => db.selectFrom('vehicle').select(['id', 'service', 'model', 'seats', 'plate']).orderBy('id'),
};

/** A ride with its fleet, in one statement. */
const rideRows = (db: ReadModels) =>
  db
    .selectFrom('transport_service')
    .select([...listingColumns, 'type', 'pricePerDayMinor', 'status'])
    .select(embedChildren(db, fleetList, 'transport_service').as(fleetList.name));

/** A ride (transport service) as lists and details read it. */
export type RideRow = InferResult<ReturnType<typeof rideRows>>[number];

/** Rides (transport services): the public sees active ones only. */
export const rideKind: ListingKind<'transport_service', RideRow, RideFilter, RideSort> = {
  name: 'ride',
  type: BookingType.TRANSPORT,
  rows: rideRows,
  visible: equals('status', TransportStatus.ACTIVE),
  priceColumn: 'pricePerDayMinor',
  sorts: {
    [RideSort.RELEVANCE]: [descending('popularity'), ascending('id')],
    [RideSort.PRICE_ASC]: [ascending('pricePerDayMinor'), ascending('id')],
    [RideSort.PRICE_DESC]: [descending('pricePerDayMinor'), descending('id')],
  },
  defaultSort: RideSort.RELEVANCE,
  filters: (filter) => (filter.type ? [equals('type', readEnum(TransportType, filter.type, 'type'))] : []),
};

export class RideService extends ListingService<'transport_service', RideRow, RideFilter, RideSort> {
  constructor(countries: CountryService, vocabulary: SearchVocabulary) {
    super(rideKind, countries, vocabulary);
  }

  /** The fleet: read with the service, else one statement for a whole page of services. */
  vehicles(ctx: RequestContext, ride: Pick<RideRow, 'id'>) {
    return loadChildren(ctx, fleetList, ride);
  }
}
