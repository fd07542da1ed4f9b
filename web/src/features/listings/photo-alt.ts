// What a listing photo says to a screen reader: the partner's words, or "Photo 2 of Lake Lodge" for one saved without.
import type { TFunction } from 'i18next';

export interface ListingPhoto {
  url: string;
  alt: string;
}

export const photoAlt = (t: TFunction, photo: ListingPhoto, index: number, name: string): string =>
  photo.alt.trim() || t('gallery.alt', { position: index + 1, name });
