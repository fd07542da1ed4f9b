import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, URL-safe: what a user or a browser holds. */
export const newSecretToken = () => randomBytes(32).toString('base64url');

/** What the database holds instead of the token: a leaked table opens no account. */
export const hashSecretToken = (token: string) => createHash('sha256').update(token).digest('hex');
