// GraphQL shapes of the audit log reader.
import { JSONObjectResolver } from 'graphql-scalars';
import { Field, ID, InputType, ObjectType } from 'type-graphql';
import { Role } from '../../users/role.js';

@InputType({ description: 'Filters of the audit log; all optional, combined with AND' })
export class AuditLogFilter {
  @Field(() => String, { nullable: true, description: 'An account id, or the start of its e-mail' })
  actor?: string | null;

  @Field(() => String, { nullable: true, description: 'An action (`hotel.deactivate`) or its start (`hotel.`)' })
  action?: string | null;

  @Field(() => String, { nullable: true, description: '`hotel`, `user`, `support_ticket`, ...' })
  subjectType?: string | null;

  @Field(() => String, { nullable: true })
  subjectId?: string | null;

  @Field(() => String, { nullable: true, description: '`done`, or `denied` for refused attempts' })
  outcome?: string | null;

  @Field(() => String, { nullable: true, description: 'First day, YYYY-MM-DD (UTC)' })
  from?: string | null;

  @Field(() => String, { nullable: true, description: 'Last day, inclusive' })
  to?: string | null;
}

@ObjectType({ description: 'Who acted: null fields once the account is deleted' })
export class AuditActorView {
  @Field(() => ID, { nullable: true })
  id!: string | null;

  @Field(() => String, { nullable: true })
  email!: string | null;

  @Field(() => String, { nullable: true })
  name!: string | null;

  @Field(() => Role, { description: 'The role at the time of the change' })
  role!: Role;
}

@ObjectType({ description: 'One back-office change, or a refused attempt: who, what, when, before and after' })
export class AuditLogEntry {
  @Field(() => ID)
  id!: string;

  @Field()
  createdAt!: Date;

  @Field(() => AuditActorView)
  actor!: AuditActorView;

  @Field(() => String, { nullable: true, description: 'Set when the change came through a partner API key' })
  apiKeyId!: string | null;

  @Field({ description: '`subject.verb`, e.g. `hotel.deactivate`' })
  action!: string;

  @Field()
  subjectType!: string;

  @Field()
  subjectId!: string;

  @Field(() => String, { nullable: true, description: "The listing's or person's name, for people to read; null when unknown" })
  subjectName!: string | null;

  @Field({ description: '`done` or `denied`' })
  outcome!: string;

  @Field(() => JSONObjectResolver, { nullable: true })
  before!: Record<string, unknown> | null;

  @Field(() => JSONObjectResolver, { nullable: true })
  after!: Record<string, unknown> | null;

  @Field(() => String, { nullable: true })
  requestId!: string | null;
}

@ObjectType({ description: 'A page of the audit log, newest first' })
export class AuditLogPage {
  @Field(() => [AuditLogEntry])
  entries!: AuditLogEntry[];

  @Field()
  hasNextPage!: boolean;

  @Field(() => String, { nullable: true, description: 'Pass as `after` for the next page' })
  endCursor!: string | null;
}
