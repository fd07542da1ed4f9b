// The hotel manager's GraphQL: thin; every rule (ownership, validation, audit) is in HotelPartnerService.
import { Arg, Authorized, Ctx, FieldResolver, Float, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { ApiContext } from '../../http/api-context.js';
import { commandOf, parseArgs } from '../../graphql/arguments.js';
import { payloadOf } from '../../graphql/user-error.js';
import { HotelRoomType } from '../bookings/inventory.entity.js';
import { Hotel } from '../listings/hotels/hotel.entity.js';
import { Role } from '../users/role.js';
import { BookingType } from '../bookings/booking.entity.js';
import { type CalendarNight, hotelPartnerSchemas } from './hotel-partner.service.js';
import { hotelPoliciesSchema, hotelPoliciesSet } from './hotel-policies.js';
import { listingEditorArguments, photoLimitOf } from './listing-editor.js';
import { hotelStayStep } from './hotel-stays.js';
import { PartnerBookingPayload, given } from './partner.types.js';
import {
  HotelCreateInput,
  HotelPayload,
  HotelPoliciesInput,
  HotelUpdateInput,
  RoomNightView,
  RoomNightsPayload,
  RoomNightsUpdateInput,
  RoomTypeCreateInput,
  RoomTypeDeletePayload,
  RoomTypeFilter,
  RoomTypeName,
  RoomTypePayload,
  RoomTypeUpdateInput,
  PartnerHotelPage,
} from './hotel-partner.types.js';

/** An own hotel as the shared listing editor names it, and a photo of its gallery by URL. */
const hotelRef = (id: string) => parseArgs(listingEditorArguments.listing, { kind: BookingType.HOTEL, id });
const photoOf = (photo: string) => parseArgs(listingEditorArguments.photo, { photo }).photo;

const nightView = (night: CalendarNight): RoomNightView => Object.assign(new RoomNightView(), { ...night, price: night.priceMinor / 100 });

@Resolver(() => HotelRoomType)
export class HotelPartnerResolver {
  @FieldResolver(() => [RoomTypeName], { description: 'Its name in the other languages its manager wrote it in' })
  translations(@Root() room: HotelRoomType): RoomTypeName[] {
    return Object.entries(room.translations ?? {}).map(([language, texts]) => Object.assign(new RoomTypeName(), { language, name: texts?.name ?? '' }));
  }

  @Authorized(Role.HOTEL_MANAGER)
  @Query(() => [Hotel], { description: "The hotel manager's own hotels, active or not" })
  managedHotels(@Ctx() ctx: ApiContext) {
    return ctx.services.hotelPartner.hotels(ctx);
  }

  @Authorized(Role.HOTEL_MANAGER)
  @Query(() => PartnerHotelPage, { description: "A page of the hotel manager's own hotels, the newest first; `q` matches the name" })
  partnerHotels(
    @Arg('q', () => String, { nullable: true, description: 'Part of the name' }) q: string | null,
    @Arg('page', () => Int, { nullable: true, description: 'From 1' }) page: number | null,
    @Ctx() ctx: ApiContext,
  ) {
    return ctx.services.hotelPartner.hotelPage(ctx, parseArgs(hotelPartnerSchemas.hotelList, given({ q, page, size: null })));
  }

  @Authorized(Role.HOTEL_MANAGER)
  @Query(() => [HotelRoomType], { description: "Room types of the manager's hotels" })
  managedRoomTypes(
    @Arg('filter', () => RoomTypeFilter, { nullable: true, description: 'Which ones to list; all of them when left out' }) filter: RoomTypeFilter | null,
    @Ctx() ctx: ApiContext,
  ) {
    return ctx.services.hotelPartner.roomTypes(ctx, parseArgs(hotelPartnerSchemas.roomFilter, { ...filter }));
  }

  @Authorized(Role.HOTEL_MANAGER)
  @Query(() => [RoomNightView], { description: "A hotel's availability calendar: each room type's nights from `from`" })
  async hotelCalendar(
    @Arg('hotelId', () => ID, { description: 'Your hotel' }) hotelId: string,
    @Arg('from', { description: 'The first night shown, YYYY-MM-DD' }) from: string,
    @Arg('days', () => Int, { defaultValue: 14, description: 'How many nights from `from`, at most 62' }) days: number,
    @Ctx() ctx: ApiContext,
  ) {
    return (await ctx.services.hotelPartner.calendar(ctx, parseArgs(hotelPartnerSchemas.calendar, { hotelId, from, days }))).map(nightView);
  }

  @Authorized(Role.HOTEL_MANAGER)
  @Mutation(() => HotelPayload, { description: 'Creates a hotel owned by the manager, hidden from travellers until opened' })
  managedHotelCreate(@Arg('input', { description: 'The details of what is added' }) input: HotelCreateInput, @Ctx() ctx: ApiContext) {
    return payloadOf(HotelPayload, async () => ({
      hotel: await ctx.services.hotelPartner.hotelCreate(ctx, commandOf(hotelPartnerSchemas.hotelCreate, given(input))),
    }));
  }

  @Authorized(Role.HOTEL_MANAGER)
  @Mutation(() => HotelPayload, { description: 'Edits an own hotel: details, place, rate, open to travellers or not' })
  managedHotelUpdate(
    @Arg('id', () => ID, { description: 'Your hotel' }) id: string,
    @Arg('input', { description: 'What changes; fields left out stay as they are' }) input: HotelUpdateInput,
    @Ctx() ctx: ApiContext,
  ) {
    return payloadOf(HotelPayload, async () => ({
      hotel: await ctx.services.hotelPartner.hotelUpdate(ctx, id, commandOf(hotelPartnerSchemas.hotelUpdate, given(input))),
    }));
  }

  @Authorized(Role.HOTEL_MANAGER)
  @Mutation(() => HotelPayload, { description: "Sets an own hotel's picture: a JPEG, PNG, WebP or GIF (judged by its bytes) as base64" })
  managedHotelImageUpload(
    @Arg('id', () => ID, { description: 'Your hotel' }) id: string,
    @Arg('imageBase64', { description: 'The picture: a JPEG, PNG or WebP file, base64-encoded' }) imageBase64: string,
    @Ctx() ctx: ApiContext,
  ) {
    return payloadOf(HotelPayload, async () => ({ hotel: await ctx.services.hotelPartner.hotelImageUpload(ctx, id, imageBase64) }));
  }

  @Authorized(Role.HOTEL_MANAGER)
  @Mutation(() => HotelPayload, {
    description: `Adds a photo (a JPEG, PNG, WebP or GIF judged by its bytes, as base64) to an own hotel's gallery, at most ${photoLimitOf(BookingType.HOTEL)}`,
  })
  managedHotelPhotoAdd(
    @Arg('id', () => ID, { description: 'Your hotel' }) id: string,
    @Arg('imageBase64', { description: 'The picture: a JPEG, PNG or WebP file, base64-encoded' }) imageBase64: string,
    @Arg('alt', () => String, { nullable: true, description: 'What the photo shows, for screen readers (3 to 250 characters)' }) alt: string | null | undefined,
    @Ctx() ctx: ApiContext,
  ) {
    return payloadOf(HotelPayload, async () => ({
      hotel: (await ctx.services.listingEditor.photoAdd(
        ctx,
        hotelRef(id),
        imageBase64,
        alt == null ? '' : parseArgs(listingEditorArguments.alt, { alt }).alt,
      )) as Hotel,
    }));
  }

  @Authorized(Role.HOTEL_MANAGER)
  @Mutation(() => HotelPayload, { description: "Removes a photo, named by its URL in `photos`, from an own hotel's gallery" })
  managedHotelPhotoRemove(
    @Arg('id', () => ID, { description: 'Your hotel' }) id: string,
    @Arg('photo', { description: 'The photo, by the path its hotel lists it under' }) photo: string,
    @Ctx() ctx: ApiContext,
  ) {
    return payloadOf(HotelPayload, async () => ({ hotel: (await ctx.services.listingEditor.photoRemove(ctx, hotelRef(id), photoOf(photo))) as Hotel }));
  }

  @Authorized(Role.HOTEL_MANAGER)
  @Mutation(() => HotelPayload, {
    description: "Makes a photo of an own hotel's gallery, named by its URL in `photos`, the cover picture; the cover takes its place",
  })
  managedHotelPhotoMakeCover(
    @Arg('id', () => ID, { description: 'Your hotel' }) id: string,
    @Arg('photo', { description: 'The photo, by the path its hotel lists it under' }) photo: string,
    @Ctx() ctx: ApiContext,
  ) {
    return payloadOf(HotelPayload, async () => ({ hotel: (await ctx.services.listingEditor.photoMakeCover(ctx, hotelRef(id), photoOf(photo))) as Hotel }));
  }

  @Authorized(Role.HOTEL_MANAGER)
  @Mutation(() => HotelPayload, {
    description: "Sets an own hotel's house rules (check-in and check-out times, children, pets) and amenities",
    deprecationReason: 'Use partnerListingPoliciesSet with kind HOTEL: the same rules, with amenities, in the one policies editor of every kind',
  })
  managedHotelPoliciesSet(
    @Arg('id', () => ID, { description: 'Your hotel' }) id: string,
    @Arg('input', { description: 'The rules and amenities; they replace what was set' }) input: HotelPoliciesInput,
    @Ctx() ctx: ApiContext,
  ) {
    return payloadOf(HotelPayload, async () => ({ hotel: await hotelPoliciesSet(ctx, id, commandOf(hotelPoliciesSchema, given(input))) }));
  }

  @Authorized(Role.HOTEL_MANAGER)
  @Mutation(() => PartnerBookingPayload, { description: "Checks in the guest of a confirmed booking of an own hotel, from the stay's first day" })
  hotelBookingCheckIn(@Arg('id', () => ID, { description: 'The booking, of one of your listings' }) id: string, @Ctx() ctx: ApiContext) {
    return payloadOf(PartnerBookingPayload, async () => ({ booking: await hotelStayStep(ctx, ctx.services, id, 'check_in') }));
  }

  @Authorized(Role.HOTEL_MANAGER)
  @Mutation(() => PartnerBookingPayload, { description: 'Checks out a guest who was checked in' })
  hotelBookingCheckOut(@Arg('id', () => ID, { description: 'The booking, of one of your listings' }) id: string, @Ctx() ctx: ApiContext) {
    return payloadOf(PartnerBookingPayload, async () => ({ booking: await hotelStayStep(ctx, ctx.services, id, 'check_out') }));
  }

  @Authorized(Role.HOTEL_MANAGER)
  @Mutation(() => RoomTypePayload, { description: 'Adds a room type to one of your hotels: its rooms, guests per room and nightly rate' })
  roomTypeCreate(@Arg('input', { description: 'The details of what is added' }) input: RoomTypeCreateInput, @Ctx() ctx: ApiContext) {
    return payloadOf(RoomTypePayload, async () => ({
      roomType: await ctx.services.hotelPartner.roomTypeCreate(ctx, commandOf(hotelPartnerSchemas.roomCreate, input)),
    }));
  }

  @Authorized(Role.HOTEL_MANAGER)
  @Mutation(() => RoomTypePayload, { description: 'Changes a room type: name, rooms, guests per room, nightly rate, on sale or not' })
  roomTypeUpdate(
    @Arg('id', () => ID, { description: 'The room type, of one of your hotels' }) id: string,
    @Arg('input', { description: 'What changes; fields left out stay as they are' }) input: RoomTypeUpdateInput,
    @Ctx() ctx: ApiContext,
  ) {
    return payloadOf(RoomTypePayload, async () => ({
      roomType: await ctx.services.hotelPartner.roomTypeUpdate(ctx, id, commandOf(hotelPartnerSchemas.roomUpdate, given(input))),
    }));
  }

  @Authorized(Role.HOTEL_MANAGER)
  @Mutation(() => RoomTypeDeletePayload, { description: 'Removes a room type without bookings' })
  roomTypeDelete(@Arg('id', () => ID, { description: 'The room type, of one of your hotels' }) id: string, @Ctx() ctx: ApiContext) {
    return payloadOf(RoomTypeDeletePayload, async () => ({ deletedId: await ctx.services.hotelPartner.roomTypeDelete(ctx, id) }));
  }

  @Authorized(Role.HOTEL_MANAGER)
  @Mutation(() => RoomNightsPayload, { description: 'Closes or opens nights, or sets their rate, over a range of dates' })
  async roomNightsUpdate(
    @Arg('input', { description: 'The room type, the nights (from and to, inclusive) and what changes on them' }) input: RoomNightsUpdateInput,
    @Ctx() ctx: ApiContext,
  ) {
    return payloadOf(RoomNightsPayload, async () => ({
      nights: (await ctx.services.hotelPartner.nightsUpdate(ctx, commandOf(hotelPartnerSchemas.nights, given(input)))).map(nightView),
    }));
  }

  @FieldResolver(() => Float, { description: 'Nightly price in US dollars' })
  price(@Root() room: HotelRoomType) {
    return room.pricePerNightMinor / 100;
  }

  @FieldResolver(() => Hotel, { description: 'The hotel it belongs to' })
  hotel(@Root() room: HotelRoomType, @Ctx() ctx: ApiContext) {
    return ctx.em.findOneOrFail(Hotel, room.hotel.id);
  }
}
