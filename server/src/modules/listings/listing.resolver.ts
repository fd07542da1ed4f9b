// Field resolvers every listing type shares; city and country come from the CountryService cache (no SQL).
import { type ClassType, Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../context.js';
import { City } from '../countries/city.entity.js';
import { Country } from '../countries/country.entity.js';

interface ListingRow {
  city: { id: number };
  country: { code: string };
  imagePath: string;
}

export function ListingResolver<T extends ListingRow>(ListingType: ClassType<T>) {
  @Resolver(() => ListingType)
  abstract class ListingFieldsResolver {
    @FieldResolver(() => City)
    city(@Root() listing: T, @Ctx() ctx: RequestContext): City | undefined {
      return ctx.services.countries.city(listing.city.id);
    }

    @FieldResolver(() => Country)
    country(@Root() listing: T, @Ctx() ctx: RequestContext): Country {
      return ctx.services.countries.byCodeOrFail(listing.country.code);
    }

    @FieldResolver(() => String, { description: '"City, Country"' })
    location(@Root() listing: T, @Ctx() ctx: RequestContext): string {
      return ctx.services.listings.location(listing);
    }

    @FieldResolver(() => String, { description: 'Absolute URL of the image' })
    imageUrl(@Root() listing: T, @Ctx() ctx: RequestContext): string {
      return `${ctx.config.publicApiUrl}${listing.imagePath}`;
    }
  }
  return ListingFieldsResolver;
}
