// The demo's partner texts in French, Portuguese and Arabic (issue 29): every listing, itinerary step and room type the
// seed creates gets the versions the phrasebook has of its texts; a text it has none of (a made-up hotel name) is read
// as written. One pass for every kind, over what a country's seed is about to write.
import type { EntityManager } from '@mikro-orm/postgresql';
import { HotelRoomType } from '../../modules/bookings/inventory.entity.js';
import { Listing } from '../../modules/listings/listing.entity.js';
import type { Translations } from '../../modules/listings/listing-translations.js';
import { TourItineraryStep } from '../../modules/listings/tours/tour.entity.js';
import { translateSeedText } from '../seed-data/phrasebook.js';

/** Each language's version of `texts`, field by field; a field without one is left out of that language's version. */
export function seedTranslations<Field extends string>(texts: Partial<Record<Field, string>>): Translations<Field> {
  const versions: Translations<Field> = {};
  for (const [field, english] of Object.entries(texts) as Array<[Field, string | undefined]>) {
    const translated = english ? translateSeedText(english) : null;
    if (!translated) continue;
    for (const [language, text] of Object.entries(translated) as Array<[keyof typeof translated, string]>)
      versions[language] = { ...versions[language], [field]: text } as Partial<Record<Field, string>>;
  }
  return versions;
}

/** Gives every listing, step and room type the seed has created in `em` (not yet written) its translations. */
export function translateCreated(em: EntityManager): void {
  for (const entity of em.getUnitOfWork().getPersistStack()) {
    if (entity instanceof Listing) {
      // A made-up name has no version: the translated description then carries the name as it is.
      const versions = seedTranslations({ description: entity.description, name: entity.name });
      entity.translations = Object.fromEntries(Object.entries(versions).map(([language, texts]) => [language, { name: entity.name, ...texts }]));
    } else if (entity instanceof TourItineraryStep) entity.translations = seedTranslations({ title: entity.title, description: entity.description });
    else if (entity instanceof HotelRoomType) entity.translations = seedTranslations({ name: entity.name });
  }
}
