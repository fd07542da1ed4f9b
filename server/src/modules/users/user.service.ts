// The signed-in traveller's own account: who they are, their profile and their picture.
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import type { Config } from '../../config.js';
import type { RequestContext } from '../../context.js';
import { DomainError } from '../../errors.js';
import { readPhone, readText } from '../auth/account-input.js';
import { AVATAR_MAX_BYTES, avatarTypes } from '../auth/account-rules.js';
import type { CountryService } from '../countries/country.service.js';
import { User } from './user.entity.js';

/** Spec §2 Profile: each field absent stays as it is; an empty one is cleared. */
export interface ProfileChanges {
  firstName?: string | null;
  lastName?: string | null;
  country?: string | null;
  city?: string | null;
  phone?: string | null;
  smsReceipts?: boolean | null;
}

/** Uploaded avatars live in `<uploadDir>/avatars` and are served under this path of the API. */
export const AVATAR_URL_PREFIX = '/media/avatars/';
export const avatarDirectory = (config: Config) => join(config.uploadDir, 'avatars');

export class UserService {
  constructor(
    private readonly config: Config,
    private readonly countries: CountryService,
  ) {}

  async viewer(ctx: RequestContext): Promise<User | null> {
    return ctx.viewer ? ctx.em.findOne(User, ctx.viewer.id) : null;
  }

  async viewerOrFail(ctx: RequestContext): Promise<User> {
    const user = await this.viewer(ctx);
    if (!user) throw new DomainError('UNAUTHENTICATED', 'Please sign in first.');
    return user;
  }

  async updateProfile(ctx: RequestContext, changes: ProfileChanges): Promise<User> {
    const user = await this.viewerOrFail(ctx);
    if (changes.firstName !== undefined) user.firstName = readText(changes.firstName, 'firstName', 'First name') ?? '';
    if (changes.lastName !== undefined) user.lastName = readText(changes.lastName, 'lastName', 'Last name') ?? '';
    if (changes.country !== undefined) user.country = changes.country?.trim() ? this.countries.resolve(changes.country).code : null;
    if (changes.city !== undefined) user.city = readText(changes.city, 'city', 'City');
    if (changes.phone !== undefined) user.phone = readPhone(changes.phone);
    if (changes.smsReceipts != null) user.smsReceipts = changes.smsReceipts;
    await ctx.em.flush();
    return user;
  }

  /** Stores a JPEG, PNG, WebP or GIF of at most 2 MB, judged by its bytes, not its name; replaces the old one. */
  async setAvatar(ctx: RequestContext, bytes: Buffer): Promise<User> {
    const user = await this.viewerOrFail(ctx);
    if (bytes.length === 0) throw new DomainError('BAD_USER_INPUT', 'Please choose an image.', 'avatar');
    if (bytes.length > AVATAR_MAX_BYTES) throw new DomainError('PAYLOAD_TOO_LARGE', 'The image must be at most 2 MB.', 'avatar');
    const detected = await fileTypeFromBuffer(bytes);
    const extension = detected && avatarTypes[detected.mime];
    if (!extension) throw new DomainError('UNSUPPORTED_MEDIA_TYPE', 'The avatar must be a JPEG, PNG, WebP or GIF image.', 'avatar');

    const folder = avatarDirectory(this.config);
    await mkdir(folder, { recursive: true });
    // A new name each time: browsers and CDNs may keep the old picture as long as they like.
    const fileName = `${user.id}-${randomBytes(6).toString('hex')}.${extension}`;
    await writeFile(join(folder, fileName), bytes);
    const previous = user.avatarPath;
    user.avatarPath = fileName;
    await ctx.em.flush();
    if (previous) await rm(join(folder, previous), { force: true });
    return user;
  }

  /** The same upload as `setAvatar`, sent as base64 text (GraphQL has no file type). */
  async setAvatarFromBase64(ctx: RequestContext, imageBase64: string): Promise<User> {
    const text = imageBase64.replace(/^data:[^,]*,/, '').replace(/\s/g, '');
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text)) throw new DomainError('BAD_USER_INPUT', 'The image must be base64.', 'avatar');
    if ((text.length * 3) / 4 > AVATAR_MAX_BYTES + 3) throw new DomainError('PAYLOAD_TOO_LARGE', 'The image must be at most 2 MB.', 'avatar');
    return this.setAvatar(ctx, Buffer.from(text, 'base64'));
  }

  /** First and last name; empty when neither is known. */
  fullName(user: Pick<User, 'firstName' | 'lastName'>): string {
    return [user.firstName, user.lastName].filter(Boolean).join(' ');
  }

  avatarUrl(user: User): string | null {
    return user.avatarPath ? `${this.config.publicApiUrl}${AVATAR_URL_PREFIX}${user.avatarPath}` : null;
  }
}
