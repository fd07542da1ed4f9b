// One editor for a partner's own listing of any kind, driven by the kind registry: its name and description, its
// type (cuisine, category...) and price through the kind's own `admin.apply`, and its pictures: the cover and a
// gallery whose photos each carry the words a screen reader says (alt text). Pictures are judged by their bytes
// (ListingImageService). Ownership through partner-scope; every change is locked and audited in one transaction.
import { z } from 'zod';
import type { RequestContext } from '../../context.js';
import { DomainError } from '../../errors.js';
import { singleLine, text, wholeNumber } from '../../validation.js';
import { kindOfBookingType } from '../admin/admin-listing-kinds.js';
import { auditSnapshot } from '../audit/audit-log.js';
import { BookingType } from '../bookings/booking.entity.js';
import type { CountryService } from '../countries/country.service.js';
import { kindOf } from '../listings/kind-registry.js';
import type { Listing } from '../listings/listing.entity.js';
import { listingSearchText } from '../listings/listing-search.js';
import { languageCode, listingTranslationsInput, storedTranslations } from '../listings/listing-translations.js';
import { type ListingImageService, listingImageUrl } from '../media/listing-images.js';
import { auditedChange, commonListingFields } from './partner-listings.js';
import { ownedListing } from './partner-scope.js';

/** How many photos a listing shows besides its cover, unless its kind says otherwise (`KindDefinition.photoLimit`). */
export const LISTING_PHOTO_LIMIT = 12;

/** The photos a listing of this kind may show besides its cover. */
export const photoLimitOf = (kind: BookingType): number => kindOf(kind).photoLimit ?? LISTING_PHOTO_LIMIT;

const listingId = wholeNumber(1, 2_147_483_647);
/** What a photo shows, in a sentence: required, since a photo without words says nothing to a screen reader. */
const photoAlt = singleLine(250)
  .transform((value) => value.trim())
  .refine((value) => value.length >= 3, { error: 'must be at least 3 characters' });

export const listingEditorArguments = {
  listing: z.object({ kind: z.enum(BookingType), id: listingId }),
  details: z
    .object({
      ...commonListingFields,
      /** The kind's type (cuisine, tour category, vehicle or venue type), as the kind's admin fields name it. */
      type: text(40).optional(),
      /** In US dollars: the nightly rate, average meal, tour price, entry or daily hire as the kind prices it. */
      price: z.number().min(0, { error: 'must be at least 0' }).max(1_000_000, { error: 'must be at most 1000000' }).optional(),
      /** The language the name, description and notes are written in. */
      textLanguage: languageCode.optional(),
      /** Every other language's version of them, replacing those set before. */
      translations: listingTranslationsInput.optional(),
    })
    .strict(),
  photo: z.object({ photo: text(2000) }),
  alt: z.object({ alt: photoAlt }),
};

export type ListingRef = z.output<typeof listingEditorArguments.listing>;
export type ListingDetails = z.output<typeof listingEditorArguments.details>;

const photoAudit = ['imagePath', 'photoPaths', 'photoAlts'] as const;

const galleryFull = (kind: BookingType) =>
  new DomainError('CONFLICT', `A ${kindOf(kind).label.toLowerCase()} shows at most ${photoLimitOf(kind)} photos: remove one first.`, 'image');

/** The alt text of every photo, as many as the photos: photos saved before alt text existed have none. */
export const photoAltsOf = (listing: Pick<Listing, 'photoPaths' | 'photoAlts'>): string[] =>
  listing.photoPaths.map((_, index) => listing.photoAlts[index] ?? '');

export class ListingEditorService {
  constructor(
    private readonly images: ListingImageService,
    private readonly countries: CountryService,
  ) {}

  /** An own listing, as the editor opens it. */
  read(ctx: RequestContext, { kind, id }: ListingRef): Promise<Listing> {
    return ownedListing(ctx, kind, id);
  }

  /**
   * Name, description, type and price: the type and price through the kind's own rules, as the back office applies them;
   * and the texts' language and their versions in other languages.
   */
  async details(ctx: RequestContext, { kind, id }: ListingRef, fields: ListingDetails): Promise<Listing> {
    const described = kindOfBookingType(kind);
    const audited = ['name', 'description', 'textLanguage', 'translations', ...described.auditFields];
    // A kind's own audit fields are columns of its listing class, which the shared Listing type does not name.
    const snapshot = (listing: Listing) => auditSnapshot<Record<string, unknown>>({ ...listing }, audited);
    return auditedChange(ctx, async (tx) => {
      const listing = await ownedListing(ctx, kind, id, { em: tx, lock: true });
      const before = snapshot(listing);
      if (fields.name !== undefined) listing.name = fields.name;
      if (fields.description !== undefined) listing.description = fields.description;
      if (fields.textLanguage !== undefined) {
        listing.textLanguage = fields.textLanguage;
        // The original is in that language now: a version in it would never be read.
        const { [fields.textLanguage]: _original, ...others } = listing.translations;
        listing.translations = others;
      }
      if (fields.translations !== undefined) listing.translations = storedTranslations(fields.translations, listing.textLanguage);
      described.apply(listing, { type: fields.type, price: fields.price }, false);
      listing.searchText = listingSearchText(listing.name, this.countries.city(listing.city.id)?.name ?? '', described.typeOf(listing));
      const after = snapshot(listing);
      return { result: listing, audit: { action: `${described.subject}.update`, subjectType: described.subject, subjectId: listing.id, before, after } };
    });
  }

  /** Makes a new picture (JPEG, PNG, WebP or GIF by its bytes, sent as base64) the listing's cover. */
  async coverUpload(ctx: RequestContext, ref: ListingRef, imageBase64: string): Promise<Listing> {
    const listing = await ownedListing(ctx, ref.kind, ref.id);
    const path = await this.images.store(kindOfBookingType(ref.kind).subject, listing.id, this.images.decodeBase64(imageBase64));
    return this.change(ctx, ref, 'image', (locked) => {
      locked.imagePath = path;
    });
  }

  /** Adds a photo, with what it shows, at the end of the gallery. */
  async photoAdd(ctx: RequestContext, ref: ListingRef, imageBase64: string, alt: string): Promise<Listing> {
    const listing = await ownedListing(ctx, ref.kind, ref.id);
    const limit = photoLimitOf(ref.kind);
    // Checked before the bytes are stored, and again under the lock: a full gallery keeps no file.
    if (listing.photoPaths.length >= limit) throw galleryFull(ref.kind);
    const path = await this.images.store(kindOfBookingType(ref.kind).subject, listing.id, this.images.decodeBase64(imageBase64));
    return this.change(ctx, ref, 'photo_add', (locked) => {
      if (locked.photoPaths.length >= limit) throw galleryFull(ref.kind);
      locked.photoAlts = [...photoAltsOf(locked), alt];
      locked.photoPaths = [...locked.photoPaths, path];
    });
  }

  /** Changes what a photo of the gallery is said to show. */
  photoDescribe(ctx: RequestContext, ref: ListingRef, url: string, alt: string): Promise<Listing> {
    return this.change(ctx, ref, 'photo_alt', (listing) => {
      const position = positionOf(ctx, listing, url);
      listing.photoAlts = photoAltsOf(listing).map((old, index) => (index === position ? alt : old));
    });
  }

  /** Takes a photo out of the gallery; the others keep their order and their words. */
  photoRemove(ctx: RequestContext, ref: ListingRef, url: string): Promise<Listing> {
    return this.change(ctx, ref, 'photo_remove', (listing) => {
      const position = positionOf(ctx, listing, url);
      listing.photoAlts = photoAltsOf(listing).filter((_, index) => index !== position);
      listing.photoPaths = listing.photoPaths.filter((_, index) => index !== position);
    });
  }

  /** Makes a photo the cover picture; the cover takes the photo's place in the gallery (its words are the listing's name). */
  photoMakeCover(ctx: RequestContext, ref: ListingRef, url: string): Promise<Listing> {
    return this.change(ctx, ref, 'cover', (listing) => {
      const position = positionOf(ctx, listing, url);
      const cover = listing.imagePath;
      listing.imagePath = listing.photoPaths[position]!;
      listing.photoAlts = photoAltsOf(listing).map((alt, index) => (index === position ? '' : alt));
      listing.photoPaths = listing.photoPaths.map((path, index) => (index === position ? cover : path));
    });
  }

  /** Edits the own listing's pictures, locked in one transaction with its audit entry (`<table>.<action>`). */
  private change(ctx: RequestContext, { kind, id }: ListingRef, action: string, edit: (listing: Listing) => void): Promise<Listing> {
    const subject = kindOfBookingType(kind).subject;
    return auditedChange(ctx, async (tx) => {
      const listing = await ownedListing(ctx, kind, id, { em: tx, lock: true });
      const before = auditSnapshot(listing, photoAudit);
      edit(listing);
      return {
        result: listing,
        audit: { action: `${subject}.${action}`, subjectType: subject, subjectId: listing.id, before, after: auditSnapshot(listing, photoAudit) },
      };
    });
  }
}

/** Where the photo of this URL is in the gallery, or a refusal on the `photo` field. */
function positionOf(ctx: RequestContext, listing: Listing, url: string): number {
  const position = listing.photoPaths.findIndex((path) => listingImageUrl(ctx.config, path) === url);
  if (position < 0) throw new DomainError('BAD_USER_INPUT', 'This photo is not in the gallery.', 'photo');
  return position;
}
