// Every partner change is audited as the signed-in partner of the request, naming its API key when one was used.
import type { RequestContext } from '../../context.js';
import { DomainError } from '../../errors.js';
import type { AuditActor } from '../audit/audit-log.js';

export function auditActor(ctx: RequestContext): AuditActor {
  if (!ctx.viewer) throw new DomainError('UNAUTHENTICATED', 'Please sign in.');
  return { id: ctx.viewer.id, role: ctx.viewer.role, apiKeyId: ctx.viewer.apiKeyId ?? null, requestId: ctx.requestId };
}
