import { Arg, Authorized, Ctx, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { ListingPolicies, listingPoliciesOf } from '../listings/listing-policies.js';
import { PolicyKey } from '../listings/policy-rules.js';
import type { ApiContext } from '../../http/api-context.js';
import { commandOf, parseArgs } from '../../graphql/arguments.js';
import { MutationPayload, payloadOf } from '../../graphql/user-error.js';
import type { Config } from '../../config.js';
import type { Language } from '../../language.js';
import { kindOfBookingType } from '../admin/admin-listing-kinds.js';
import { BookingType } from '../bookings/booking.entity.js';
import type { Hotel } from '../listings/hotels/hotel.entity.js';
import { HotelAmenity } from '../listings/hotels/hotel.enums.js';
import type { Listing } from '../listings/listing.entity.js';
import { ListingPhoto, galleryOf } from '../listings/listing-photo.js';
import { Money } from '../listings/money.js';
import { listingImageUrl } from '../media/listing-images.js';
import { PARTNER_ROLES } from '../users/role.js';
import { given } from './partner.types.js';
import { type ListingRef, listingEditorArguments, photoLimitOf } from './listing-editor.js';
import { listingPoliciesSchema, listingPoliciesSet } from './listing-policies.js';

@ObjectType({ description: "A listing's name, description and notes in one more language, for travellers reading it" })
export class ListingTranslation {
  @Field({ description: 'Its language: en, fr, ar or pt' })
  language!: string;

  @Field({ description: 'The name in that language (a proper name may stay as it is)' })
  name!: string;

  @Field({ description: 'The description in that language; empty: travellers read the original' })
  description!: string;

  @Field({ description: 'The policy notes in that language; empty: travellers read the original' })
  policyNotes!: string;
}

@InputType({ description: "A listing's name, description and notes in one more language" })
export class ListingTranslationInput {
  @Field(() => String, { description: 'Its language: en, fr, ar or pt' })
  language!: Language;

  @Field({ description: 'The name in that language (2 to 120 characters; a proper name may stay as it is)' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'The description in that language (at most 4000 characters); none: travellers read the original' })
  description?: string | null;

  @Field(() => String, { nullable: true, description: 'The policy notes in that language (at most 2000 characters); none: travellers read the original' })
  policyNotes?: string | null;
}

@ObjectType({ description: 'One of your listings, of any kind, as the listing editor shows it' })
export class PartnerListing {
  @Field(() => BookingType, { description: 'Its kind' })
  kind!: BookingType;

  @Field(() => ID, { description: "The listing's id" })
  id!: number;

  @Field({ description: "The listing's name" })
  name!: string;

  @Field({ description: 'What travellers read about it' })
  description!: string;

  @Field({ description: 'Its type: the cuisine, tour category, venue or vehicle type, hotel type' })
  type!: string;

  @Field(() => Money, { description: 'Its price as the kind prices it: a night, a meal, a person, an entry or a day of hire' })
  price!: Money;

  @Field({ description: 'Whether travellers can find and book it' })
  active!: boolean;

  @Field({ description: 'Absolute URL of the cover picture' })
  imageUrl!: string;

  @Field(() => [ListingPhoto], { description: 'The photos after the cover, in order, each with what it shows' })
  photos!: ListingPhoto[];

  @Field(() => Int, { description: 'How many photos the gallery may hold' })
  photoLimit!: number;

  @Field(() => ListingPolicies, { description: 'Its policies as travellers read them: every rule of its kind, and notes' })
  policies!: ListingPolicies;

  @Field(() => [HotelAmenity], { nullable: true, description: 'A hotel’s amenities, set with its policies; null for other kinds' })
  amenities!: HotelAmenity[] | null;

  @Field({
    description:
      'The language its name, description and notes are written in (en, fr, ar or pt): travellers reading another language without a version of their own read these',
  })
  textLanguage!: string;

  @Field(() => [ListingTranslation], { description: 'Its name, description and notes in the other languages, one version per language written' })
  translations!: ListingTranslation[];
}

@InputType({ description: 'What the listing editor changes; a field left out keeps its value' })
export class PartnerListingInput {
  @Field(() => String, { nullable: true, description: "The listing's name (2 to 120 characters)" })
  name?: string | null;

  @Field(() => String, { nullable: true, description: 'What travellers read about it (at most 4000 characters)' })
  description?: string | null;

  @Field(() => String, { nullable: true, description: 'Its type, one of its kind’s: a cuisine (`african`), a tour category, a venue or vehicle type' })
  type?: string | null;

  @Field(() => Number, { nullable: true, description: 'Its price in US dollars, as the kind prices it' })
  price?: number | null;

  @Field(() => String, { nullable: true, description: 'The language the name, description and notes are written in: en, fr, ar or pt' })
  textLanguage?: Language | null;

  @Field(() => [ListingTranslationInput], {
    nullable: true,
    description: 'Its texts in other languages, each language once: what is sent replaces every version set before; left out, they stay',
  })
  translations?: ListingTranslationInput[] | null;
}

@InputType({ description: "One rule's value: in the field its type names (`ListingPolicy.type`); none given: not stated" })
export class ListingPolicyInput {
  @Field(() => PolicyKey, { description: 'Which rule, one of the listing’s kind' })
  key!: PolicyKey;

  @Field(() => Boolean, { nullable: true, description: 'For FLAG: yes or no' })
  flag?: boolean | null;

  @Field(() => Int, { nullable: true, description: 'For AGE: years, 0 to the rule’s maxAge' })
  age?: number | null;

  @Field(() => String, { nullable: true, description: "For TIME (HH:MM), CHOICE (one of the rule's choices) or TEXT (at most 500 characters)" })
  text?: string | null;
}

@InputType({ description: "A listing's policies, all at once: what is sent replaces what was set; a rule left out is no longer stated" })
export class ListingPoliciesInput {
  @Field(() => [ListingPolicyInput], { description: 'The rules stated, each once, of the listing’s kind' })
  rules!: ListingPolicyInput[];

  @Field(() => String, { nullable: true, description: "Anything else travellers should know, in the partner's words (at most 2000 characters)" })
  notes?: string | null;

  @Field(() => [HotelAmenity], { nullable: true, description: 'Hotels only: what the hotel offers, replacing what was set; left out, they stay as they are' })
  amenities?: HotelAmenity[] | null;
}

@ObjectType({ description: 'The listing as saved' })
export class PartnerListingPayload extends MutationPayload {
  @Field(() => PartnerListing, { nullable: true, description: 'The listing' })
  listing?: PartnerListing | null;
}

/** The editor's view of an own listing: its kind's registry entry reads the type, price and visibility. */
export function partnerListingOf(config: Pick<Config, 'publicApiUrl'>, kind: BookingType, listing: Listing): PartnerListing {
  const described = kindOfBookingType(kind);
  return Object.assign(new PartnerListing(), {
    kind,
    id: listing.id,
    name: listing.name,
    description: listing.description,
    type: described.typeOf(listing),
    price: Money.of(described.priceMinor(listing)),
    active: described.isActive(listing),
    imageUrl: listingImageUrl(config, listing.imagePath),
    photos: galleryOf(config, listing),
    photoLimit: photoLimitOf(kind),
    policies: listingPoliciesOf(kind, listing),
    amenities: kind === BookingType.HOTEL ? (listing as Hotel).amenities : null,
    textLanguage: listing.textLanguage,
    translations: Object.entries(listing.translations).map(([language, texts]) =>
      Object.assign(new ListingTranslation(), {
        language,
        name: texts?.name ?? '',
        description: texts?.description ?? '',
        policyNotes: texts?.policyNotes ?? '',
      }),
    ),
  });
}

const kindArg = { description: 'The kind of the listing' } as const;
const idArg = { description: 'Your listing' } as const;
const photoArg = { description: 'The photo, by its URL in `photos`' } as const;
const imageArg = { description: 'The picture: a JPEG, PNG, WebP or GIF file, base64-encoded' } as const;
const altArg = { description: 'What the photo shows, for screen readers (3 to 250 characters)' } as const;

const refOf = (kind: BookingType, id: string): ListingRef => parseArgs(listingEditorArguments.listing, { kind, id });

/** The listing editor every partner dashboard shares, whatever the kind: one path, driven by the kind registry. */
@Resolver()
export class ListingEditorResolver {
  @Authorized(PARTNER_ROLES)
  @Query(() => PartnerListing, { description: 'One of your listings, as the listing editor opens it' })
  async partnerListing(
    @Arg('kind', () => BookingType, kindArg) kind: BookingType,
    @Arg('id', () => ID, idArg) id: string,
    @Ctx() ctx: ApiContext,
  ): Promise<PartnerListing> {
    return partnerListingOf(ctx.config, kind, await ctx.services.listingEditor.read(ctx, refOf(kind, id)));
  }

  @Authorized(PARTNER_ROLES)
  @Mutation(() => PartnerListingPayload, { description: "Changes an own listing's name, description, type or price" })
  partnerListingUpdate(
    @Arg('kind', () => BookingType, kindArg) kind: BookingType,
    @Arg('id', () => ID, idArg) id: string,
    @Arg('input', () => PartnerListingInput, { description: 'What changes' }) input: PartnerListingInput,
    @Ctx() ctx: ApiContext,
  ) {
    const translations = input.translations?.map((version) => given({ ...version }));
    return this.saved(ctx, kind, async () =>
      ctx.services.listingEditor.details(ctx, refOf(kind, id), commandOf(listingEditorArguments.details, given({ ...input, translations }))),
    );
  }

  @Authorized(PARTNER_ROLES)
  @Mutation(() => PartnerListingPayload, {
    description: "Sets an own listing's policies, the rules of its kind and notes, which travellers read before they book",
  })
  partnerListingPoliciesSet(
    @Arg('kind', () => BookingType, kindArg) kind: BookingType,
    @Arg('id', () => ID, idArg) id: string,
    @Arg('input', () => ListingPoliciesInput, { description: 'The policies; they replace what was set' }) input: ListingPoliciesInput,
    @Ctx() ctx: ApiContext,
  ) {
    return this.saved(ctx, kind, async () => {
      // Notes left out are no longer stated, as rules are; amenities left out stay.
      const command = commandOf(listingPoliciesSchema, {
        rules: input.rules.map((rule) => given({ ...rule })),
        notes: input.notes ?? '',
        ...given({ amenities: input.amenities }),
      });
      return listingPoliciesSet(ctx, refOf(kind, id), command);
    });
  }

  @Authorized(PARTNER_ROLES)
  @Mutation(() => PartnerListingPayload, { description: "Sets an own listing's cover picture: a JPEG, PNG, WebP or GIF judged by its bytes" })
  partnerListingCoverUpload(
    @Arg('kind', () => BookingType, kindArg) kind: BookingType,
    @Arg('id', () => ID, idArg) id: string,
    @Arg('imageBase64', imageArg) imageBase64: string,
    @Ctx() ctx: ApiContext,
  ) {
    return this.saved(ctx, kind, () => ctx.services.listingEditor.coverUpload(ctx, refOf(kind, id), imageBase64));
  }

  @Authorized(PARTNER_ROLES)
  @Mutation(() => PartnerListingPayload, { description: "Adds a photo, with what it shows, at the end of an own listing's gallery" })
  partnerListingPhotoAdd(
    @Arg('kind', () => BookingType, kindArg) kind: BookingType,
    @Arg('id', () => ID, idArg) id: string,
    @Arg('imageBase64', imageArg) imageBase64: string,
    @Arg('alt', altArg) alt: string,
    @Ctx() ctx: ApiContext,
  ) {
    return this.saved(ctx, kind, async () => {
      const words = parseArgs(listingEditorArguments.alt, { alt }).alt;
      return ctx.services.listingEditor.photoAdd(ctx, refOf(kind, id), imageBase64, words);
    });
  }

  @Authorized(PARTNER_ROLES)
  @Mutation(() => PartnerListingPayload, { description: 'Changes what a photo of an own listing is said to show' })
  partnerListingPhotoDescribe(
    @Arg('kind', () => BookingType, kindArg) kind: BookingType,
    @Arg('id', () => ID, idArg) id: string,
    @Arg('photo', photoArg) photo: string,
    @Arg('alt', altArg) alt: string,
    @Ctx() ctx: ApiContext,
  ) {
    return this.saved(ctx, kind, async () => {
      const words = parseArgs(listingEditorArguments.alt, { alt }).alt;
      return ctx.services.listingEditor.photoDescribe(ctx, refOf(kind, id), parseArgs(listingEditorArguments.photo, { photo }).photo, words);
    });
  }

  @Authorized(PARTNER_ROLES)
  @Mutation(() => PartnerListingPayload, { description: "Removes a photo from an own listing's gallery" })
  partnerListingPhotoRemove(
    @Arg('kind', () => BookingType, kindArg) kind: BookingType,
    @Arg('id', () => ID, idArg) id: string,
    @Arg('photo', photoArg) photo: string,
    @Ctx() ctx: ApiContext,
  ) {
    return this.saved(ctx, kind, async () =>
      ctx.services.listingEditor.photoRemove(ctx, refOf(kind, id), parseArgs(listingEditorArguments.photo, { photo }).photo),
    );
  }

  @Authorized(PARTNER_ROLES)
  @Mutation(() => PartnerListingPayload, { description: 'Makes a photo of the gallery the cover picture; the cover takes its place' })
  partnerListingPhotoMakeCover(
    @Arg('kind', () => BookingType, kindArg) kind: BookingType,
    @Arg('id', () => ID, idArg) id: string,
    @Arg('photo', photoArg) photo: string,
    @Ctx() ctx: ApiContext,
  ) {
    return this.saved(ctx, kind, async () =>
      ctx.services.listingEditor.photoMakeCover(ctx, refOf(kind, id), parseArgs(listingEditorArguments.photo, { photo }).photo),
    );
  }

  private saved(ctx: ApiContext, kind: BookingType, work: () => Promise<Listing>): Promise<PartnerListingPayload> {
    return payloadOf(PartnerListingPayload, async () => ({ listing: partnerListingOf(ctx.config, kind, await work()) }));
  }
}
