// Listing pictures, whoever uploads them (the admin back office, a partner in its extranet): judged by their bytes,
// never by a name or a declared type, stored under a fresh name and served from LISTING_IMAGE_URL_PREFIX.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import type { Config } from '../../config.js';
import { DomainError } from '../../errors.js';
import { AVATAR_MAX_BYTES, avatarTypes } from '../auth/account-rules.js';

/** Uploaded listing pictures live in `<uploadDir>/listings` and are served under this path of the API. */
export const LISTING_IMAGE_URL_PREFIX = '/media/listings/';
export const listingImageDirectory = (config: Config) => join(config.uploadDir, 'listings');
/** The upload limit every picture shares (the multipart limit of http/app.ts). */
export const LISTING_IMAGE_MAX_BYTES = AVATAR_MAX_BYTES;
/** The absolute URL travellers load a listing picture from, given its path below the API base. */
export const listingImageUrl = (config: Pick<Config, 'publicApiUrl'>, imagePath: string) => `${config.publicApiUrl}${imagePath}`;
export const IMAGE_TOO_LARGE = `The image must be at most ${LISTING_IMAGE_MAX_BYTES / 1024 / 1024} MB.`;

export class ListingImageService {
  constructor(private readonly config: Config) {}

  /**
   * Stores a JPEG, PNG, WebP or GIF judged by its bytes and answers the image path to save on the listing;
   * anything else is refused on the `image` field before a byte is written.
   */
  async store(subject: string, listingId: number, bytes: Buffer): Promise<string> {
    if (bytes.length === 0) throw new DomainError('BAD_USER_INPUT', 'Please choose an image.', 'image');
    if (bytes.length > LISTING_IMAGE_MAX_BYTES) throw new DomainError('PAYLOAD_TOO_LARGE', IMAGE_TOO_LARGE, 'image');
    const detected = await fileTypeFromBuffer(bytes);
    const extension = detected && avatarTypes[detected.mime];
    if (!extension) throw new DomainError('UNSUPPORTED_MEDIA_TYPE', 'The picture must be a JPEG, PNG, WebP or GIF image.', 'image');
    const folder = listingImageDirectory(this.config);
    await mkdir(folder, { recursive: true });
    // A new name each time: browsers and CDNs may keep an old picture as long as they like.
    const fileName = `${subject}-${listingId}-${randomBytes(6).toString('hex')}.${extension}`;
    await writeFile(join(folder, fileName), bytes);
    return `${LISTING_IMAGE_URL_PREFIX}${fileName}`;
  }

  /** The bytes of a picture sent as base64 text (GraphQL has no file type), a `data:` prefix allowed. */
  decodeBase64(imageBase64: string): Buffer {
    const text = imageBase64.replace(/^data:[^,]*,/, '').replace(/\s/g, '');
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text)) throw new DomainError('BAD_USER_INPUT', 'The image must be base64.', 'image');
    if ((text.length * 3) / 4 > LISTING_IMAGE_MAX_BYTES + 3) throw new DomainError('PAYLOAD_TOO_LARGE', IMAGE_TOO_LARGE, 'image');
    return Buffer.from(text, 'base64');
  }
}
