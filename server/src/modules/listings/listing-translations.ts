// Partner-written texts in the reader's language (issue 29): a listing keeps its texts as the partner first wrote them,
// in `textLanguage`, and a version of them per other language in `translations`; its child rows (itinerary steps, room
// types, events) keep theirs alike and are in their listing's original language. A reader gets their language where the
// partner wrote it and the original elsewhere, with the language the text is in, so a page can mark it (`lang`).
import { z } from 'zod';
import { LANGUAGES, type Language } from '../../language.js';
import { text } from '../../validation.js';

/** Each language's version of some texts (`name`, `description`...), by language; a language left out has none. */
export type Translations<Field extends string> = Partial<Record<Language, Partial<Record<Field, string>>>>;

/** The texts of a listing every kind has. */
export const LISTING_TEXTS = ['name', 'description', 'policyNotes'] as const;
export type ListingText = (typeof LISTING_TEXTS)[number];
export type ListingTranslations = Translations<ListingText>;

/** What a row carries to be read in a language: its original texts, their language and its translations. */
export interface Translatable<Field extends string> {
  translations?: Translations<Field> | null;
}

/** The texts as a reader of `language` reads them: the partner's version in that language where there is one. */
export interface InLanguage<Field extends string> {
  texts: Record<Field, string>;
  /** The language the texts are in: the reader's, or the original's when the partner did not write them in it. */
  language: Language;
}

/**
 * The `fields` of `row` in `language`, falling back to the original (in `original`) as a whole: a version counts when
 * it gives the first field (a listing's name, a step's title), and a field it leaves empty is the original's.
 */
export function inLanguage<Field extends string>(
  row: Translatable<Field> & Record<Field, string>,
  fields: readonly Field[],
  original: Language,
  language: Language,
): InLanguage<Field> {
  const version = language === original ? undefined : row.translations?.[language];
  const texts = Object.fromEntries(fields.map((field) => [field, (version?.[field] || row[field]) ?? ''])) as Record<Field, string>;
  return { texts, language: version?.[fields[0]!] ? language : original };
}

/** One text of a child row (a room type's name) in `language` where its partner wrote it in it, else as first written. */
export const textIn = <Field extends string>(row: Translatable<Field> & Record<Field, string>, field: Field, language: Language): string =>
  row.translations?.[language]?.[field] || row[field];

/** A listing's name as a reader of `language` reads it (a booking keeps it so). */
export const listingNameIn = (listing: { name: string; textLanguage: string; translations?: ListingTranslations | null }, language: Language): string =>
  inLanguage(listing, ['name'], languageOf(listing.textLanguage), language).texts.name;

/** A stored language code, as one of ours (a row written before languages were kept is English). */
export const languageOf = (code: string | null | undefined): Language => ((LANGUAGES as readonly string[]).includes(code ?? '') ? (code as Language) : 'en');

/** One of the four languages, as a partner names it. */
export const languageCode = z.enum(LANGUAGES);

/** A listing's texts in one language, as a partner writes them: the name always, the rest when given. */
export const listingTranslationInput = z
  .object({
    language: languageCode,
    name: text(120)
      .transform((value) => value.trim())
      .refine((value) => value.length >= 2, { error: 'must be at least 2 characters' }),
    description: text(4000).nullish(),
    policyNotes: text(2000).nullish(),
  })
  .strict();

/** Every other language's version of a listing's texts, each language once: what was set before is replaced. */
export const listingTranslationsInput = z
  .array(listingTranslationInput)
  .max(LANGUAGES.length)
  .refine((versions) => new Set(versions.map((version) => version.language)).size === versions.length, 'Each language once.');

/** An itinerary step's texts in one language, as its tour's partner writes them: the title always. */
export const stepTranslationInput = z
  .object({
    language: languageCode,
    title: text(160)
      .transform((value) => value.trim())
      .refine((value) => value.length > 0, { error: 'is required' }),
    description: text(2000).nullish(),
  })
  .strict();

/** Every other language's version of a step's texts, each language once: what was set before is replaced. */
export const stepTranslationsInput = z
  .array(stepTranslationInput)
  .max(LANGUAGES.length)
  .refine((versions) => new Set(versions.map((version) => version.language)).size === versions.length, 'Each language once.');

/** The stored form of a step's versions. */
export const storedStepTranslations = (versions: z.output<typeof stepTranslationsInput>): Translations<'title' | 'description'> =>
  Object.fromEntries(versions.map(({ language, title, description }) => [language, { title, ...(description ? { description } : {}) }]));

/** An event's name and description in other languages, each language once, as a venue writes them. */
export const eventTranslationsInput = z
  .array(
    z
      .object({
        language: languageCode,
        name: text(120)
          .transform((value) => value.trim())
          .refine((value) => value.length >= 2, { error: 'must be at least 2 characters' }),
        description: text(2000).nullish(),
      })
      .strict(),
  )
  .max(LANGUAGES.length)
  .refine((versions) => new Set(versions.map((version) => version.language)).size === versions.length, 'Each language once.');

/** The stored form of an event's versions. */
export const storedEventTranslations = (versions: z.output<typeof eventTranslationsInput>): Translations<'name' | 'description'> =>
  Object.fromEntries(versions.map(({ language, name, description }) => [language, { name, ...(description ? { description } : {}) }]));

/** A room type's name in other languages, each language once, as a hotel's manager writes them. */
export const nameTranslationsInput = z
  .array(
    z
      .object({
        language: languageCode,
        name: text(120)
          .transform((value) => value.trim())
          .refine((value) => value.length > 0, { error: 'is required' }),
      })
      .strict(),
  )
  .max(LANGUAGES.length)
  .refine((versions) => new Set(versions.map((version) => version.language)).size === versions.length, 'Each language once.');

/** The stored form of names in other languages. */
export const storedNameTranslations = (versions: z.output<typeof nameTranslationsInput>): Translations<'name'> =>
  Object.fromEntries(versions.map(({ language, name }) => [language, { name }]));

/** The stored form of a partner's versions; the original's own language is left out (the original is that). */
export function storedTranslations(versions: z.output<typeof listingTranslationsInput>, original: Language): ListingTranslations {
  return Object.fromEntries(
    versions
      .filter((version) => version.language !== original)
      .map(({ language, name, description, policyNotes }) => [
        language,
        { name, ...(description ? { description } : {}), ...(policyNotes ? { policyNotes } : {}) },
      ]),
  );
}

/** A listing's name, description and policy notes as a reader of `language` reads them. */
export const listingTextsIn = (
  listing: Translatable<ListingText> & Record<ListingText, string> & { textLanguage: string },
  language: Language,
): InLanguage<ListingText> => inLanguage(listing, LISTING_TEXTS, languageOf(listing.textLanguage), language);
