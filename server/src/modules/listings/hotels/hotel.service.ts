import { BookingType } from '../../bookings/booking.entity.js';
import type { InferResult } from 'kysely';
import type { ReadModels } from '../../../db/read-models.js';
import { badInput } from '../../../errors.js';
import type { CountryService } from '../../countries/country.service.js';
import type { SearchVocabulary } from '../search-vocabulary.js';
import { ascending, descending, equals, type ListingKind, listingColumns, withinRange } from '../listing-kind.js';
import { readEnum } from '../listing-query.js';
import { ListingService } from '../listing.service.js';
import { type HotelFilter } from './hotel.types.js';
import { HotelSort, HotelType } from './hotel.enums.js';
import { policyColumns } from './hotel-policies.js';

const hotelRows = (db: ReadModels) =>
  db.selectFrom('hotel').select([...listingColumns, 'type', 'stars', 'pricePerNightMinor', 'active', 'amenities', ...policyColumns]);

/** A hotel as lists and details read it. */
export type HotelRow = InferResult<ReturnType<typeof hotelRows>>[number];

function readStars(min: number | undefined | null, max: number | undefined | null) {
  for (const [field, value] of [
    ['minStars', min],
    ['maxStars', max],
  ] as const) {
    if (value != null && !(value >= 0 && value <= 5)) throw badInput(field, 'Stars go from 0 to 5.');
  }
  if (min != null && max != null && min > max) throw badInput('minStars', 'The minimum stars are above the maximum.');
}

export const hotelKind: ListingKind<'hotel', HotelRow, HotelFilter, HotelSort> = {
  name: 'hotel',
  type: BookingType.HOTEL,
  rows: hotelRows,
  priceColumn: 'pricePerNightMinor',
  sorts: {
    [HotelSort.RELEVANCE]: [descending('popularity'), ascending('id')],
    [HotelSort.PRICE_ASC]: [ascending('pricePerNightMinor'), ascending('id')],
    [HotelSort.PRICE_DESC]: [descending('pricePerNightMinor'), descending('id')],
    [HotelSort.STARS_DESC]: [descending('stars', false), ascending('id')],
  },
  defaultSort: HotelSort.RELEVANCE,
  filters(filter) {
    readStars(filter.minStars, filter.maxStars);
    return [...(filter.type ? [equals('type', readEnum(HotelType, filter.type, 'type'))] : []), ...withinRange('stars', filter.minStars, filter.maxStars)];
  },
};

export class HotelService extends ListingService<'hotel', HotelRow, HotelFilter, HotelSort> {
  constructor(countries: CountryService, vocabulary: SearchVocabulary) {
    super(hotelKind, countries, vocabulary);
  }
}
