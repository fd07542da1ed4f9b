import { ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { Field, ID, Int, ObjectType } from 'type-graphql';
import { City } from '../countries/city.entity.js';
import { Country } from '../countries/country.entity.js';
import { User } from '../users/user.entity.js';
import type { Language } from '../../language.js';
import type { ListingTranslations } from './listing-translations.js';
import type { StoredPolicies } from './policy-rules.js';

export type ListingOptionalProps =
  | 'description'
  | 'currency'
  | 'popularity'
  | 'createdAt'
  | 'photoPaths'
  | 'photoAlts'
  | 'latitude'
  | 'longitude'
  | 'policies'
  | 'policyNotes'
  | 'textLanguage'
  | 'translations';

/**
 * Columns every listing type shares (hotels, tours, restaurants, leisure venues, transport services):
 * an owning partner, where it is, what it is called, its image and its relevance score.
 * Prices are integer minor units (US cents) in each listing's own column.
 */
@ObjectType()
export abstract class Listing {
  [OptionalProps]?: string;

  @Field(() => ID, { description: "The listing's id" })
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne(() => User, { fieldName: 'owner_id', index: true })
  owner!: User;

  @ManyToOne(() => Country, { fieldName: 'country_code' })
  country!: Country;

  @ManyToOne(() => City, { fieldName: 'city_id' })
  city!: City;

  @Field({ description: "The listing's name" })
  @Property({ type: 'string' })
  name!: string;

  @Field({ description: 'What travellers read about it' })
  @Property({ type: 'text', default: '' })
  description: string = '';

  @Property({ type: 'string', length: 3, default: 'USD' })
  currency: string = 'USD';

  @Field({ description: 'Path of the image below the API base, e.g. /media/tours/01.svg' })
  @Property({ type: 'string' })
  imagePath!: string;

  /** The gallery after the cover picture (`imagePath`), in the order travellers see it: paths below the API base. */
  @Property({ type: 'text[]', defaultRaw: `'{}'` })
  photoPaths: string[] = [];

  /** What each photo of the gallery shows, for screen readers: `photoAlts[i]` describes `photoPaths[i]`. */
  @Property({ type: 'text[]', defaultRaw: `'{}'` })
  photoAlts: string[] = [];

  /** Where the listing itself is, in decimal degrees; null when its partner has not placed it (its city's centre stands in). */
  @Property({ type: 'double', nullable: true })
  latitude: number | null = null;

  @Property({ type: 'double', nullable: true })
  longitude: number | null = null;

  /** The values of the rules its kind states (policy-rules.ts), by key; a rule without one is not stated. */
  @Property({ type: 'json', defaultRaw: `'{}'` })
  policies: StoredPolicies = {};

  /** Anything else travellers should know before they book, in the partner's words. */
  @Property({ type: 'text', default: '' })
  policyNotes: string = '';

  /** The language its partner wrote its name, description and policy notes in (listing-translations.ts). */
  @Property({ type: 'string', length: 2, default: 'en' })
  textLanguage: Language = 'en';

  /** Its name, description and policy notes in the other languages its partner wrote them in, by language. */
  @Property({ type: 'json', defaultRaw: `'{}'` })
  translations: ListingTranslations = {};

  @Field(() => Int, { description: 'Relevance score: how often travellers choose it' })
  @Property({ type: 'integer', default: 0 })
  popularity: number = 0;

  /** Name, city and kind, lower-cased: what `q` matches (trigram index). */
  @Property({ type: 'text', hidden: true })
  searchText!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();
}
