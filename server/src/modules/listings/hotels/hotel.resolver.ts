import { Args, Ctx, FieldResolver, ID, Arg, ObjectType, Query, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../context.js';
import { Connection } from '../../../graphql/connection.js';
import { City } from '../../countries/city.entity.js';
import { Country } from '../../countries/country.entity.js';
import { Money } from '../money.js';
import { Hotel } from './hotel.entity.js';
import { HotelsArgs } from './hotel.types.js';

@ObjectType()
export class HotelConnection extends Connection(Hotel) {}

@Resolver(() => Hotel)
export class HotelResolver {
  @Query(() => HotelConnection, { description: 'Hotels of a country: filtered, sorted, paged' })
  hotels(@Args() args: HotelsArgs, @Ctx() ctx: RequestContext) {
    return ctx.services.hotels.list(ctx, args);
  }

  @Query(() => Hotel, { nullable: true })
  hotel(@Arg('id', () => ID) id: string, @Ctx() ctx: RequestContext) {
    return ctx.services.hotels.byId(ctx, id);
  }

  @FieldResolver(() => Money)
  pricePerNight(@Root() hotel: Hotel): Money {
    return Money.of(hotel.pricePerNightMinor, hotel.currency);
  }

  @FieldResolver(() => City)
  city(@Root() hotel: Hotel, @Ctx() ctx: RequestContext): City | undefined {
    return ctx.services.countries.city(hotel.city.id);
  }

  @FieldResolver(() => Country)
  country(@Root() hotel: Hotel, @Ctx() ctx: RequestContext): Country {
    return ctx.services.countries.byCodeOrFail(hotel.country.code);
  }

  @FieldResolver(() => String, { description: '"City, Country"' })
  location(@Root() hotel: Hotel, @Ctx() ctx: RequestContext): string {
    return ctx.services.listings.location(hotel);
  }

  @FieldResolver(() => String, { description: 'Absolute URL of the image' })
  imageUrl(@Root() hotel: Hotel, @Ctx() ctx: RequestContext): string {
    return `${ctx.config.publicApiUrl}${hotel.imagePath}`;
  }
}
