import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';

/** One signed-in device: it lives until signed out, revoked, idle too long, or 30 days old. */
@Entity({ tableName: 'auth_session' })
export class AuthSession {
  [OptionalProps]?: 'createdAt' | 'lastSeenAt';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  @Index()
  user!: User;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  lastSeenAt: Date = new Date();

  @Property({ type: 'datetime' })
  @Index()
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  revokedAt?: Date | null;

  /** 'sign-out', 'refresh-reuse', 'password-changed', 'password-reset'. */
  @Property({ type: 'string', nullable: true })
  revokedReason?: string | null;

  @Property({ type: 'string', nullable: true })
  userAgent?: string | null;

  @Property({ type: 'string', nullable: true })
  ip?: string | null;
}

export enum SessionTokenKind {
  ACCESS = 'access',
  REFRESH = 'refresh',
}

/** A bearer (access) or refresh token of a session, stored hashed. Refresh tokens are single use. */
@Entity({ tableName: 'auth_session_token' })
export class SessionToken {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @ManyToOne(() => AuthSession, { deleteRule: 'cascade' })
  @Index()
  session!: AuthSession;

  @Enum({ items: () => SessionTokenKind, nativeEnumName: 'session_token_kind' })
  kind!: SessionTokenKind;

  @Property({ type: 'string', unique: true })
  tokenHash!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime' })
  expiresAt!: Date;

  /** When a refresh token was exchanged; a second use after the grace period revokes the session. */
  @Property({ type: 'datetime', nullable: true })
  usedAt?: Date | null;
}
