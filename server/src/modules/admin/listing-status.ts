// Spec §7 'Generic status update': the old admin client tried PUT, PATCH and POST on /admin/{kind}/{id},
// /status, /ban and /unban with several body shapes in turn. Every variant reads into one answer here
// (active or not), so one service call makes the change whatever the client sent.
import { z } from 'zod';
import { badInput } from '../../errors.js';

/** The path the request came to: the item itself, or one of its status paths. */
export type StatusPath = 'item' | 'status' | 'ban' | 'unban';

/** Words a `status` field may hold; anything else is refused with the list. */
const statusWords: Record<string, boolean> = {
  active: true,
  enabled: true,
  approved: true,
  published: true,
  unbanned: true,
  inactive: false,
  disabled: false,
  banned: false,
  suspended: false,
  blocked: false,
};

type FlagReader = (value: unknown, field: string) => boolean;

function truth(value: unknown, field: string): boolean {
  if (value === true || value === 'true' || value === 1 || value === '1') return true;
  if (value === false || value === 'false' || value === 0 || value === '0') return false;
  throw badInput(field, `${field} must be true or false.`);
}

const negated: FlagReader = (value, field) => !truth(value, field);

function statusWord(value: unknown, field: string): boolean {
  if (typeof value === 'boolean') return value;
  const word = typeof value === 'string' ? value.trim().toLowerCase() : '';
  if (word in statusWords) return statusWords[word]!;
  throw badInput(field, `${field} must be one of: ${Object.keys(statusWords).join(', ')}.`);
}

/** The body shapes, in the order the old client tried them: the field and what `true` in it means. */
export const statusBodyShapes = [
  { field: 'status', read: statusWord },
  { field: 'active', read: truth },
  { field: 'is_active', read: truth },
  { field: 'enabled', read: truth },
  { field: 'disabled', read: negated },
  { field: 'banned', read: negated },
] as const satisfies ReadonlyArray<{ field: string; read: FlagReader }>;

/** The status flags a legacy body may hold, each as sent; a body that is not an object holds none. */
export const statusFlags = z
  .object({
    status: z.unknown().optional(),
    active: z.unknown().optional(),
    is_active: z.unknown().optional(),
    enabled: z.unknown().optional(),
    disabled: z.unknown().optional(),
    banned: z.unknown().optional(),
  })
  .catch({});

export type StatusFlags = z.output<typeof statusFlags>;

/** What a status path means by itself: /ban deactivates, /unban activates, the others need a body. */
const pathMeaning: Record<StatusPath, boolean | null> = { item: null, status: null, ban: false, unban: true };

/**
 * Whether the request asks for the listing to be active: from the path, from the body's flags, or
 * undefined when neither says (a plain update). Flags that disagree with each other or with the path are
 * refused rather than guessed.
 */
export function readStatusRequest(path: StatusPath, fields: StatusFlags): boolean | undefined {
  let wanted: { active: boolean; field: string } | undefined;
  const byPath = pathMeaning[path];
  if (byPath !== null) wanted = { active: byPath, field: `/${path}` };
  for (const shape of statusBodyShapes) {
    const value = fields[shape.field];
    if (value === undefined || value === null) continue;
    const active = shape.read(value, shape.field);
    if (wanted && wanted.active !== active) throw badInput(shape.field, `${shape.field} contradicts ${wanted.field}.`);
    wanted = { active, field: shape.field };
  }
  if (!wanted && path === 'status') throw badInput('status', 'Send the new status: status, active, is_active, enabled, disabled or banned.');
  return wanted?.active;
}
