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

/** A name or title a partner writes, trimmed: `min` characters at least. */
const written = (max: number, min: number) =>
  text(max)
    .transform((value) => value.trim())
    .refine((value) => value.length >= min, { error: min > 1 ? `must be at least ${min} characters` : 'is required' });

const eachLanguageOnce = (versions: readonly { language: Language }[]) => new Set(versions.map((version) => version.language)).size === versions.length;

/**
 * Versions of some texts in other languages, as a partner writes them (`texts` says which and how long): each
 * language once; what was set before is replaced.
 */
const versionsOf = <Texts extends z.ZodRawShape>(texts: Texts) =>
  z
    .array(z.object({ language: languageCode, ...texts }).strict())
    .max(LANGUAGES.length)
    .refine((versions) => eachLanguageOnce(versions as readonly { language: Language }[]), 'Each language once.');

/** The stored form of versions, by language: the texts given, an empty one left out (the original's is read there). */
const storedVersions = <Field extends string>(versions: readonly ({ language: Language } & Partial<Record<Field, string | null>>)[]): Translations<Field> =>
  Object.fromEntries(
    versions.map(({ language, ...texts }) => [
      language,
      Object.fromEntries(Object.entries(texts).filter(([, value]) => value)) as Partial<Record<Field, string>>,
    ]),
  );

/** A listing's texts in other languages: the name always, the rest when given. */
export const listingTranslationsInput = versionsOf({ name: written(120, 2), description: text(4000).nullish(), policyNotes: text(2000).nullish() });

/** An itinerary step's texts in other languages, as its tour's partner writes them: the title always. */
export const stepTranslationsInput = versionsOf({ title: written(160, 1), description: text(2000).nullish() });

/** An event's name and description in other languages, as its venue writes them. */
export const eventTranslationsInput = versionsOf({ name: written(120, 2), description: text(2000).nullish() });

/** A room type's name in other languages, as a hotel's manager writes them. */
export const nameTranslationsInput = versionsOf({ name: written(120, 1) });

export const storedStepTranslations = (versions: z.output<typeof stepTranslationsInput>) => storedVersions<'title' | 'description'>(versions);
export const storedEventTranslations = (versions: z.output<typeof eventTranslationsInput>) => storedVersions<'name' | 'description'>(versions);
export const storedNameTranslations = (versions: z.output<typeof nameTranslationsInput>) => storedVersions<'name'>(versions);

/** The stored form of a listing's versions; the original's own language is left out (the original is that). */
export const storedTranslations = (versions: z.output<typeof listingTranslationsInput>, original: Language): ListingTranslations =>
  storedVersions<ListingText>(versions.filter((version) => version.language !== original));

/** A listing's name, description and policy notes as a reader of `language` reads them. */
export const listingTextsIn = (
  listing: Translatable<ListingText> & Record<ListingText, string> & { textLanguage: string },
  language: Language,
): InLanguage<ListingText> => inLanguage(listing, LISTING_TEXTS, languageOf(listing.textLanguage), language);
