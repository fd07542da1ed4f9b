// A photo of a listing's gallery as travellers and partners read it: where it is and what it shows.
import { Directive, Field, ObjectType } from 'type-graphql';
import { INHERIT_CACHE } from '../../graphql/cache-control.js';
import type { Config } from '../../config.js';
import { listingImageUrl } from '../media/listing-images.js';
import type { Listing } from './listing.entity.js';

@ObjectType({ description: 'A photo of a listing, after its cover picture' })
@Directive(INHERIT_CACHE)
export class ListingPhoto {
  @Field({ description: 'Absolute URL of the photo' })
  url!: string;

  @Field({ description: 'What the photo shows, for screen readers; empty for a photo saved before words were asked for' })
  alt!: string;
}

/** The gallery of a listing row or entity, in order, each photo with its words. */
export const galleryOf = (config: Pick<Config, 'publicApiUrl'>, listing: Pick<Listing, 'photoPaths' | 'photoAlts'>): ListingPhoto[] =>
  listing.photoPaths.map((path, index) => ({ url: listingImageUrl(config, path), alt: listing.photoAlts[index] ?? '' }));
