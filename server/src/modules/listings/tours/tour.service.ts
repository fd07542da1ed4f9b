import { BookingType } from '../../bookings/booking.entity.js';
import { type InferResult, type SqlBool, sql } from 'kysely';
import type { RequestContext } from '../../../context.js';
import type { ReadModels } from '../../../db/read-models.js';
import { badInput } from '../../../errors.js';
import type { CountryService } from '../../countries/country.service.js';
import type { SearchVocabulary } from '../search-vocabulary.js';
import { type ChildList, embedChildren, loadChildren } from '../listing-children.js';
import { ascending, column, descending, equals, type ListingKind, listingColumns, withinRange } from '../listing-kind.js';
import { readEnum, readIntRange } from '../listing-query.js';
import { inLanguage, languageOf } from '../listing-translations.js';
import { ListingService } from '../listing.service.js';
import { Money } from '../money.js';
import { tourPricePerPerson } from './tour-add-ons.js';
import { type TourFilter } from './tour.types.js';
import { TourCategory, TourSort } from './tour.enums.js';
import type { StepTranslations } from './tour.entity.js';

/** Today in UTC as YYYY-MM-DD: departures before it are history. */
export const today = () => new Date().toISOString().slice(0, 10);

interface StepRow {
  id: number;
  tour: number;
  position: number;
  day: number;
  title: string;
  description: string;
  translations: StepTranslations;
}

const itineraryList: ChildList<'tour_itinerary_step', 'tour', StepRow> = {
  name: 'itinerary',
  parent: 'tour',
  rows: (db) => db.selectFrom('tour_itinerary_step').select(['id', 'tour', 'position', 'day', 'title', 'description', 'translations']).orderBy('position'),
};

const STEP_TEXTS = ['title', 'description'] as const;

/** Departures from today on, filtered in SQL over the (tour, date) unique index. */
const upcomingDepartureList: ChildList<'tour_departure', 'tour', { id: number; tour: number; date: string; capacity: number; booked: number }> = {
  name: 'upcomingDepartures',
  parent: 'tour',
  rows: (db) => db.selectFrom('tour_departure').select(['id', 'tour', 'date', 'capacity', 'booked']).where('date', '>=', today()).orderBy('date'),
};

/** A tour with its itinerary and upcoming departures, in one statement. */
const tourRows = (db: ReadModels) =>
  db
    .selectFrom('tour')
    .select([...listingColumns, 'category', 'durationDays', 'basePriceMinor', 'active'])
    .select([embedChildren(db, itineraryList, 'tour').as(itineraryList.name), embedChildren(db, upcomingDepartureList, 'tour').as(upcomingDepartureList.name)]);

/** A tour as lists and details read it. */
export type TourRow = InferResult<ReturnType<typeof tourRows>>[number];

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

function readDate(value: string | undefined | null, field: string): string | undefined {
  if (value == null || value === '') return undefined;
  if (!isoDate.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) throw badInput(field, `${field} must be a date as YYYY-MM-DD.`);
  return value;
}

export const tourKind: ListingKind<'tour', TourRow, TourFilter, TourSort> = {
  name: 'tour',
  type: BookingType.TOUR,
  rows: tourRows,
  priceColumn: 'basePriceMinor',
  sorts: {
    [TourSort.RELEVANCE]: [descending('popularity'), ascending('id')],
    [TourSort.PRICE_ASC]: [ascending('basePriceMinor'), ascending('id')],
    [TourSort.PRICE_DESC]: [descending('basePriceMinor'), descending('id')],
    [TourSort.DURATION_ASC]: [ascending('durationDays'), ascending('id')],
    [TourSort.DURATION_DESC]: [descending('durationDays'), descending('id')],
  },
  defaultSort: TourSort.RELEVANCE,
  filters(filter) {
    readIntRange(filter.minDays, filter.maxDays, ['minDays', 'maxDays'], 1);
    const from = readDate(filter.from, 'from');
    const to = readDate(filter.to, 'to');
    if (from && to && from > to) throw badInput('from', 'The from date is after the to date.');
    const conditions = withinRange('durationDays', filter.minDays, filter.maxDays);
    if (filter.category) conditions.push(equals('category', readEnum(TourCategory, filter.category, 'category')));
    // "Has a departure in that range": an EXISTS over the (date, tour) index, not a join that repeats tours.
    if (from || to)
      conditions.push(
        sql<SqlBool>`exists (select 1 from tour_departure as departure where departure.tour_id = ${column('tour.id')}${from ? sql` and departure.departs_on >= ${from}` : sql``}${to ? sql` and departure.departs_on <= ${to}` : sql``})`,
      );
    return conditions;
  },
};

export class TourService extends ListingService<'tour', TourRow, TourFilter, TourSort> {
  constructor(countries: CountryService, vocabulary: SearchVocabulary) {
    super(tourKind, countries, vocabulary);
  }

  /** Ordered steps in the reader's language where the partner wrote them in it: read with the tour, else one statement for a whole page of tours. */
  async itinerary(ctx: RequestContext, tour: Pick<TourRow, 'id'> & { textLanguage?: string }) {
    const steps = await loadChildren(ctx, itineraryList, tour);
    return steps.map((step) => {
      const { texts, language } = inLanguage(step, STEP_TEXTS, languageOf(tour.textLanguage), ctx.language);
      return { ...step, ...texts, textLanguage: language };
    });
  }

  /** Departures from today on, by date: read with the tour, else one statement for a whole page of tours. */
  upcomingDepartures(ctx: RequestContext, tour: Pick<TourRow, 'id'>) {
    return loadChildren(ctx, upcomingDepartureList, tour);
  }

  /** Places still free on a departure. */
  seatsLeft(departure: { capacity: number; booked: number }): number {
    return departure.capacity - departure.booked;
  }

  /** The price per person with the chosen add-ons, as a booking would charge it. */
  priceWithAddOns(tour: Pick<TourRow, 'basePriceMinor' | 'currency'>, addOnIds: readonly string[]): Money {
    return Money.of(tourPricePerPerson(tour.basePriceMinor, addOnIds).perPersonMinor, tour.currency);
  }
}
