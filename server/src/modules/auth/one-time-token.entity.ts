import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { OptionalProps } from '@mikro-orm/core';
import { User } from '../users/user.entity.js';

export enum OneTimeTokenPurpose {
  VERIFY_EMAIL = 'verify_email',
  RESET_PASSWORD = 'reset_password',
}

/** A link sent by e-mail: hashed, single use, expiring. */
@Entity({ tableName: 'one_time_token' })
@Index({ properties: ['user', 'purpose'] })
export class OneTimeToken {
  [OptionalProps]?: 'createdAt';

  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id!: string;

  @ManyToOne(() => User, { deleteRule: 'cascade' })
  user!: User;

  @Enum({ items: () => OneTimeTokenPurpose, nativeEnumName: 'one_time_token_purpose' })
  purpose!: OneTimeTokenPurpose;

  @Property({ type: 'string', unique: true })
  tokenHash!: string;

  @Property({ type: 'datetime', defaultRaw: 'now()' })
  createdAt: Date = new Date();

  @Property({ type: 'datetime' })
  @Index()
  expiresAt!: Date;

  @Property({ type: 'datetime', nullable: true })
  usedAt?: Date | null;
}
