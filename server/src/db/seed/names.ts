// Fills the seed-data name and description templates with words picked by a seeded generator.
import {
  countryFlavour,
  fillTemplate,
  francophoneCountryCodes,
  frenchNouns,
  genericFlavour,
  hostFirstNames,
  landscapeFeatures,
} from '../seed-data/listing-names.js';
import type { SeededRandom } from './random.js';

const francophone: ReadonlySet<string> = new Set(francophoneCountryCodes);

export interface Place {
  city: string;
  country: string;
  countryCode: string;
}

export interface Vocabulary {
  adjectives: readonly string[];
  nouns: readonly string[];
}

/** A name from one of the patterns; francophone countries may also draw the French-noun patterns. */
export function listingName(random: SeededRandom, patterns: readonly string[], words: Vocabulary, place: Place, n?: number): string {
  const usable = francophone.has(place.countryCode) ? patterns : patterns.filter((p) => !p.includes('{nounFr}'));
  return fillTemplate(random.pick(usable.length ? usable : patterns), {
    city: place.city,
    country: place.country,
    adjective: random.pick(words.adjectives),
    noun: random.pick(words.nouns),
    nounFr: random.pick(frenchNouns),
    local: random.pick(countryFlavour[place.countryCode] ?? genericFlavour),
    owner: random.pick(hostFirstNames),
    feature: random.pick(landscapeFeatures),
    n: n ?? random.int(2, 5),
  });
}

export function description(random: SeededRandom, templates: readonly string[], place: Place): string {
  return fillTemplate(random.pick(templates), { city: place.city, country: place.country });
}

/** Picks names until one is new to this country's list. */
export function uniqueName(used: Set<string>, make: () => string, suffix: string): string {
  let name = make();
  for (let attempt = 0; attempt < 8 && used.has(name); attempt++) name = make();
  if (used.has(name)) name = `${name} ${suffix}`;
  used.add(name);
  return name;
}
