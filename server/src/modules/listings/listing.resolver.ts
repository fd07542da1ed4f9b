// What every listing type's GraphQL shares, driven by its kind: the list and detail queries, and the
// field resolvers of city, country, location and image (city and country from the CountryService cache, no SQL).
import { Arg, Args, type ClassType, Ctx, Directive, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import type { z } from 'zod';
import type { ApiContext } from '../../http/api-context.js';
import { type FieldsMatch, parseArgsChecked } from '../../graphql/arguments.js';
import { PUBLIC_LISTING_CACHE } from '../../graphql/cache-control.js';
import type { Services } from '../../services.js';
import { City } from '../countries/city.entity.js';
import { Country } from '../countries/country.entity.js';
import { listingImageUrl } from '../media/listing-images.js';
import type { ListingRowBase } from './listing-kind.js';
import { ListingPhoto, galleryOf } from './listing-photo.js';
import { cityIdOf, countryCodeOf, ListingPosition, positionOf } from './listing-location.js';
import { listingKinds } from './kind-registry.js';
import { listingTextsIn } from './listing-translations.js';
import { ListingPolicies, listingPoliciesOf } from './listing-policies.js';
import type { PolicySource } from './policy-rules.js';

interface ListingReads<Row, Parsed> {
  list(ctx: ApiContext, args: Parsed): Promise<unknown>;
  byId(ctx: ApiContext, id: string): Promise<Row | null>;
}

export interface ListingSchema<Row, Args extends object, Parse extends z.ZodType> {
  /** The root list field (`hotels`) and the detail field (`hotel`). */
  list: string;
  detail: string;
  /** Says what the list returns: "Hotels of a country: filtered, sorted, paged". */
  description: string;
  connection: ClassType;
  args: ClassType<Args>;
  /** The zod schema the list arguments are parsed by (listing-query.ts `listingArguments`). */
  parse: Parse;
  service: (services: Services) => ListingReads<Row, z.output<Parse>>;
}

export function ListingResolver<Row extends ListingRowBase, Args extends object, Parse extends z.ZodType>(
  ListingType: ClassType,
  /** The arguments' type is held to the fields of `parse` at every depth. */
  schema: ListingSchema<Row, Args, Parse> & FieldsMatch<z.input<Parse>, Args>,
) {
  @Resolver(() => ListingType)
  abstract class ListingFieldsResolver {
    @Query(() => schema.connection, { name: schema.list, description: schema.description })
    @Directive(PUBLIC_LISTING_CACHE)
    list(@Args(() => schema.args) args: Args, @Ctx() ctx: ApiContext) {
      return schema.service(ctx.services).list(ctx, parseArgsChecked(schema.parse, args));
    }

    @Query(() => ListingType, { name: schema.detail, nullable: true })
    @Directive(PUBLIC_LISTING_CACHE)
    detail(@Arg('id', () => ID) id: string, @Ctx() ctx: ApiContext) {
      return schema.service(ctx.services).byId(ctx, id);
    }

    @FieldResolver(() => String, { description: "Its name, in the reader's language where its partner wrote it (see textLanguage)" })
    name(@Root() listing: Row, @Ctx() ctx: ApiContext): string {
      return listingTextsIn(listing, ctx.language).texts.name;
    }

    @FieldResolver(() => String, { description: "What travellers read about it, in the reader's language where its partner wrote it (see textLanguage)" })
    description(@Root() listing: Row, @Ctx() ctx: ApiContext): string {
      return listingTextsIn(listing, ctx.language).texts.description;
    }

    @FieldResolver(() => String, {
      description:
        "The language its name, description and notes are in (en, fr, ar or pt): the reader's (the lng parameter, the lng cookie, else Accept-Language) where its partner wrote them in it, else the language its partner first wrote them in",
    })
    textLanguage(@Root() listing: Row, @Ctx() ctx: ApiContext): string {
      return listingTextsIn(listing, ctx.language).language;
    }

    @FieldResolver(() => City, { description: 'The city it is in' })
    city(@Root() listing: Row, @Ctx() ctx: ApiContext): City | undefined {
      return ctx.services.countries.city(cityIdOf(listing));
    }

    @FieldResolver(() => ListingPosition, {
      nullable: true,
      description: "Where it is on the map: its own place, or its city's centre when its partner has not placed it",
    })
    position(@Root() listing: Row, @Ctx() ctx: ApiContext): ListingPosition | null {
      return positionOf(listing, ctx.services.countries.city(cityIdOf(listing)));
    }

    @FieldResolver(() => Country, { description: 'The country it is in' })
    country(@Root() listing: Row, @Ctx() ctx: ApiContext): Country {
      return ctx.services.countries.byCodeOrFail(countryCodeOf(listing));
    }

    @FieldResolver(() => String, { description: '"City, Country"' })
    location(@Root() listing: Row, @Ctx() ctx: ApiContext): string {
      return ctx.services.listings.location(listing);
    }

    @FieldResolver(() => String, { description: 'Absolute URL of the image' })
    imageUrl(@Root() listing: Row, @Ctx() ctx: ApiContext): string {
      return listingImageUrl(ctx.config, listing.imagePath);
    }

    @FieldResolver(() => [ListingPhoto], { description: 'The photos after the cover picture, in order, each with what it shows' })
    gallery(@Root() listing: Row, @Ctx() ctx: ApiContext): ListingPhoto[] {
      return galleryOf(ctx.config, listing);
    }

    @FieldResolver(() => ListingPolicies, { description: 'What travellers agree to when they book, the same shape for every kind: its rules and notes' })
    listingPolicies(@Root() listing: Row & PolicySource, @Ctx() ctx: ApiContext): ListingPolicies {
      // The kind whose entity this type is; read late, as the registry's kinds are.
      const kind = listingKinds().find((known) => known.entity() === ListingType);
      if (!kind) throw new Error(`No kind is registered for ${ListingType.name}.`);
      return listingPoliciesOf(kind.type, { ...listing, policyNotes: listingTextsIn(listing, ctx.language).texts.policyNotes });
    }
  }
  return ListingFieldsResolver;
}
