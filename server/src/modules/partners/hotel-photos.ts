// A hotel's gallery: the photos travellers see after its cover picture. Its manager adds one (judged by its bytes,
// see ListingImageService), removes one, or makes one the cover (it swaps places with the cover picture). Photos are
// named by the URL `Hotel.photos` gives them. Ownership through partner-scope; each change is locked and audited.
import { z } from 'zod';
import type { RequestContext } from '../../context.js';
import { DomainError } from '../../errors.js';
import { text, wholeNumber } from '../../validation.js';
import { auditSnapshot } from '../audit/audit-log.js';
import { BookingType } from '../bookings/booking.entity.js';
import type { Hotel } from '../listings/hotels/hotel.entity.js';
import { type ListingImageService, listingImageUrl } from '../media/listing-images.js';
import { auditedChange } from './partner-listings.js';
import { ownedListing } from './partner-scope.js';

/** How many photos a hotel shows besides its cover. */
export const HOTEL_PHOTO_LIMIT = 12;

const hotelId = wholeNumber(1, 2_147_483_647);

/** The hotel a new photo goes to, and a photo of a hotel by the URL `Hotel.photos` gives it. */
export const hotelPhotoArguments = {
  hotel: z.object({ id: hotelId }),
  photo: z.object({ photo: text(2000), id: hotelId }),
};

export type HotelPhoto = z.output<typeof hotelPhotoArguments.photo>;
const photoAudit = ['imagePath', 'photoPaths'] as const;

const galleryFull = () => new DomainError('CONFLICT', `A hotel shows at most ${HOTEL_PHOTO_LIMIT} photos: remove one first.`, 'image');

export class HotelPhotoService {
  constructor(private readonly images: ListingImageService) {}

  /** Adds a photo (JPEG, PNG, WebP or GIF by its bytes, sent as base64) at the end of an own hotel's gallery. */
  async add(ctx: RequestContext, { id }: z.output<typeof hotelPhotoArguments.hotel>, imageBase64: string): Promise<Hotel> {
    const hotel = await ownedListing(ctx, BookingType.HOTEL, id);
    // Checked before the bytes are stored, and again under the lock: a full gallery keeps no file.
    if (hotel.photoPaths.length >= HOTEL_PHOTO_LIMIT) throw galleryFull();
    const path = await this.images.store('hotel', hotel.id, this.images.decodeBase64(imageBase64));
    return this.change(ctx, hotel.id, 'hotel.photo_add', (locked) => {
      if (locked.photoPaths.length >= HOTEL_PHOTO_LIMIT) throw galleryFull();
      locked.photoPaths = [...locked.photoPaths, path];
    });
  }

  /** Takes a photo out of an own hotel's gallery; the others keep their order. */
  async remove(ctx: RequestContext, { id, photo: url }: HotelPhoto): Promise<Hotel> {
    return this.change(ctx, id, 'hotel.photo_remove', (hotel) => {
      const position = positionOf(ctx, hotel, url);
      hotel.photoPaths = hotel.photoPaths.filter((_, index) => index !== position);
    });
  }

  /** Makes a photo the cover picture; the cover takes the photo's place in the gallery. */
  async makeCover(ctx: RequestContext, { id, photo: url }: HotelPhoto): Promise<Hotel> {
    return this.change(ctx, id, 'hotel.cover', (hotel) => {
      const position = positionOf(ctx, hotel, url);
      const cover = hotel.imagePath;
      hotel.imagePath = hotel.photoPaths[position]!;
      hotel.photoPaths = hotel.photoPaths.map((path, index) => (index === position ? cover : path));
    });
  }

  /** Edits the own hotel, locked in one transaction with its audit entry (cover and gallery before and after). */
  private change(ctx: RequestContext, id: number, action: string, edit: (hotel: Hotel) => void): Promise<Hotel> {
    return auditedChange(ctx, async (tx) => {
      const hotel = await ownedListing(ctx, BookingType.HOTEL, id, { em: tx, lock: true });
      const before = auditSnapshot(hotel, photoAudit);
      edit(hotel);
      return { result: hotel, audit: { action, subjectType: 'hotel', subjectId: hotel.id, before, after: auditSnapshot(hotel, photoAudit) } };
    });
  }
}

/** Where the photo of this URL is in the gallery, or a refusal on the `photo` field. */
function positionOf(ctx: RequestContext, hotel: Hotel, url: string): number {
  const position = hotel.photoPaths.findIndex((path) => listingImageUrl(ctx.config, path) === url);
  if (position < 0) throw new DomainError('BAD_USER_INPUT', 'This photo is not in the hotel’s gallery.', 'photo');
  return position;
}
