import { BookingType } from '../../bookings/booking.entity.js';
import { type InferResult, type SqlBool, sql } from 'kysely';
import type { ReadModels } from '../../../db/read-models.js';
import { localTimeIn } from '../../countries/country-time.js';
import type { CountryService } from '../../countries/country.service.js';
import type { SearchVocabulary } from '../search-vocabulary.js';
import { ascending, column, descending, equals, type ListingKind, listingColumns } from '../listing-kind.js';
import { countryCodeOf, type Located } from '../listing-location.js';
import { readEnum } from '../listing-query.js';
import { ListingService } from '../listing.service.js';
import { type LeisureFilter } from './leisure.types.js';
import { LeisureSort, LeisureType } from './leisure.enums.js';

const venueRows = (db: ReadModels) =>
  db.selectFrom('leisure_venue').select([...listingColumns, 'type', 'openTime', 'closeTime', 'djs', 'priceLevel', 'entryPriceMinor', 'capacity', 'active']);

/** A leisure venue as lists and details read it. */
export type LeisureVenueRow = InferResult<ReturnType<typeof venueRows>>[number];

/** Open at `time`: within [open, close) on the same day, or for overnight hours after opening or before closing. */
export function isOpenAt(venue: { openTime: string; closeTime: string }, time: string): boolean {
  const { openTime: open, closeTime: close } = venue;
  return close > open ? open <= time && time < close : time >= open || time < close;
}

/** The same rule in SQL, over the stored `overnight` column. */
const openAt = (time: string) =>
  sql<SqlBool>`((not ${column('overnight')} and ${column('openTime')} <= ${time} and ${column('closeTime')} > ${time}) or (${column('overnight')} and (${column('openTime')} <= ${time} or ${column('closeTime')} > ${time})))`;

export class LeisureService extends ListingService<'leisure_venue', LeisureVenueRow, LeisureFilter, LeisureSort> {
  constructor(
    countries: CountryService,
    vocabulary: SearchVocabulary,
    /** The clock, replaceable in tests. */
    private readonly now: () => Date = () => new Date(),
  ) {
    const kind: ListingKind<'leisure_venue', LeisureVenueRow, LeisureFilter, LeisureSort> = {
      name: 'venue',
      type: BookingType.LEISURE,
      rows: venueRows,
      priceColumn: 'entryPriceMinor',
      sorts: {
        [LeisureSort.RELEVANCE]: [descending('popularity'), ascending('id')],
        [LeisureSort.PRICE_ASC]: [ascending('entryPriceMinor'), ascending('id')],
        [LeisureSort.PRICE_DESC]: [descending('entryPriceMinor'), descending('id')],
      },
      defaultSort: LeisureSort.RELEVANCE,
      filters: (filter, { country }) => [
        ...(filter.type ? [equals('type', readEnum(LeisureType, filter.type, 'type'))] : []),
        ...(filter.openNow ? [openAt(localTimeIn(country, this.now()))] : []),
      ],
    };
    super(kind, countries, vocabulary);
  }

  isOpenNow(venue: Located & { openTime: string; closeTime: string }): boolean {
    return isOpenAt(venue, localTimeIn(countryCodeOf(venue), this.now()));
  }
}

/** HH:MM of a PostgreSQL time (spec §3: "first 5 characters"). */
export const hoursAndMinutes = (time: string) => time.slice(0, 5);
