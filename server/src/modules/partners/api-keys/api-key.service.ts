// Partner API keys: created, named, listed and revoked by the partner in its dashboard; each request
// that carries one is looked up by the SHA-256 of its secret (no cache, so a revoke takes effect at
// once) and counted against the key's own rate limit.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { RequestContext, Viewer } from '../../../context.js';
import { DomainError } from '../../../errors.js';
import { singleLine } from '../../../validation.js';
import { auditSnapshot, recordAudit } from '../../audit/audit-log.js';
import type { AttemptLimiter, attemptLimiterFactory, LimitState } from '../../auth/attempt-limiter.js';
import { hashSecretToken, newSecretToken } from '../../auth/secret-token.js';
import { isPartnerRole } from '../../users/role.js';
import { User } from '../../users/user.entity.js';
import { PartnerApiKey } from './api-key.entity.js';

/** Every secret starts with this, so a leaked one is recognised (secret scanners, logs) and told apart from a session token. */
export const API_KEY_PREFIX = 'jambo_pk_';
/** Keys a partner may hold at once: plenty for one system per channel. */
export const MAX_ACTIVE_KEYS = 20;
/** How much of the secret the dashboard shows to tell keys apart. */
const DISPLAY_LENGTH = API_KEY_PREFIX.length + 6;
/** lastUsedAt is written at most this often per key: a busy script costs no write per request. */
const LAST_USED_EVERY_MS = 60_000;
const AUDITED_FIELDS = ['name', 'displayPrefix', 'createdAt', 'revokedAt'] as const;
/** The window a key's requests are counted in. */
export const API_KEY_WINDOW_SECONDS = 60;

/** A new key: its name, to tell it apart in the dashboard. */
export const apiKeyCreation = z.object({
  name: singleLine(60)
    .transform((name) => name.trim())
    .pipe(z.string().min(1, { error: 'is required' })),
});
export type ApiKeyCreation = z.output<typeof apiKeyCreation>;

const keyId = z.uuid({ error: 'is not a key of yours' });

export const isApiKeySecret = (token: string) => token.startsWith(API_KEY_PREFIX);

export interface CreatedApiKey {
  apiKey: PartnerApiKey;
  /** The whole secret: shown this once, never stored. */
  secret: string;
}

const notFound = () => new DomainError('NOT_FOUND', 'This API key does not exist or was already revoked.', 'id');

export class ApiKeyService {
  private readonly requests: AttemptLimiter;

  constructor(limiters: ReturnType<typeof attemptLimiterFactory>, requestsPerMinute: number) {
    this.requests = limiters.create('partner-api-key', { points: requestsPerMinute, duration: API_KEY_WINDOW_SECONDS, block: 0 });
  }

  /** The viewer's keys that still work, newest first. */
  list(ctx: RequestContext): Promise<PartnerApiKey[]> {
    const owner = this.partnerOf(ctx);
    return ctx.em.find(PartnerApiKey, { owner: owner.id, revokedAt: null }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  async create(ctx: RequestContext, { name }: ApiKeyCreation): Promise<CreatedApiKey> {
    const owner = this.partnerOf(ctx);
    const active = await ctx.em.count(PartnerApiKey, { owner: owner.id, revokedAt: null });
    if (active >= MAX_ACTIVE_KEYS)
      throw new DomainError('CONFLICT', `You can hold ${MAX_ACTIVE_KEYS} API keys at most. Revoke one you no longer use first.`, 'name');
    const secret = `${API_KEY_PREFIX}${newSecretToken()}`;
    const apiKey = ctx.em.create(PartnerApiKey, {
      id: randomUUID(),
      owner: ctx.em.getReference(User, owner.id),
      name,
      displayPrefix: secret.slice(0, DISPLAY_LENGTH),
      secretHash: hashSecretToken(secret),
    });
    recordAudit(
      ctx.em,
      { ...owner, requestId: ctx.requestId },
      { action: 'api_key.create', subjectType: 'api_key', subjectId: apiKey.id, after: auditSnapshot(apiKey, AUDITED_FIELDS) },
    );
    await ctx.em.flush();
    return { apiKey, secret };
  }

  /** Stops the key at once: the next request that carries it is refused. */
  async revoke(ctx: RequestContext, id: string): Promise<PartnerApiKey> {
    const owner = this.partnerOf(ctx);
    const parsed = keyId.safeParse(id);
    if (!parsed.success) throw notFound();
    const apiKey = await ctx.em.findOne(PartnerApiKey, { id: parsed.data, owner: owner.id, revokedAt: null });
    if (!apiKey) throw notFound();
    const before = auditSnapshot(apiKey, AUDITED_FIELDS);
    apiKey.revokedAt = new Date();
    recordAudit(
      ctx.em,
      { ...owner, requestId: ctx.requestId },
      { action: 'api_key.revoke', subjectType: 'api_key', subjectId: apiKey.id, before, after: auditSnapshot(apiKey, AUDITED_FIELDS) },
    );
    await ctx.em.flush();
    return apiKey;
  }

  /**
   * The viewer a key's secret stands for: its owner, while the key is not revoked and the owner is still
   * a partner in good standing (not suspended, not deleted), and where the key stands against its limit. Counts the request against the key's limit
   * (RATE_LIMITED with the seconds to wait).
   */
  async viewerFor(em: EntityManager, secret: string): Promise<{ viewer: Viewer; limit: LimitState } | null> {
    if (secret.length > 200) return null;
    const apiKey = await em.findOne(PartnerApiKey, { secretHash: hashSecretToken(secret), revokedAt: null }, { populate: ['owner'] });
    if (!apiKey || !isPartnerRole(apiKey.owner.role) || apiKey.owner.suspendedAt || apiKey.owner.deletedAt) return null;
    let limit: LimitState;
    try {
      limit = await this.requests.consume(apiKey.id);
    } catch (error) {
      if (!(error instanceof DomainError) || error.code !== 'RATE_LIMITED') throw error;
      throw new DomainError(
        'RATE_LIMITED',
        `Too many requests with this API key. Try again in ${error.retryAfterSeconds} seconds.`,
        undefined,
        error.retryAfterSeconds,
      );
    }
    const now = new Date();
    if (!apiKey.lastUsedAt || now.getTime() - apiKey.lastUsedAt.getTime() > LAST_USED_EVERY_MS) {
      await em.nativeUpdate(PartnerApiKey, { id: apiKey.id }, { lastUsedAt: now });
    }
    return { viewer: { id: apiKey.owner.id, role: apiKey.owner.role, sessionId: null, apiKeyId: apiKey.id, signedInAt: apiKey.createdAt }, limit };
  }

  /** Keys are managed from a signed-in partner session only: a key cannot mint or revoke keys. */
  private partnerOf(ctx: RequestContext): Viewer {
    const viewer = ctx.viewer;
    if (!viewer) throw new DomainError('UNAUTHENTICATED', 'Please sign in first.');
    if (!isPartnerRole(viewer.role) || viewer.apiKeyId) throw new DomainError('FORBIDDEN', 'Only a signed-in partner account manages API keys.');
    return viewer;
  }
}
