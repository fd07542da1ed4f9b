// How the support screens word a refused request: a field the form checks in the form's own words, else by its code.
import type { TFunction } from 'i18next';
import { errorText } from '../../app/errors';
import type { ErrorCode } from '../../gql/graphql';

const fieldsWithWording = new Set(['subject', 'message', 'name', 'email', 'bookingReference']);

export function supportErrorText(error: { code: ErrorCode; field?: string | null }, t: TFunction): string {
  if (error.field && fieldsWithWording.has(error.field) && (error.code === 'BAD_USER_INPUT' || error.code === 'NOT_FOUND'))
    return t(`support:form.invalid.${error.field}`);
  return errorText(t, error, 'support');
}

export const SUPPORT_CATEGORIES = ['BOOKING', 'CANCELLATION', 'PAYMENT', 'ACCOUNT', 'PARTNERSHIP', 'OTHER'] as const;
export const SUPPORT_STATUSES = ['OPEN', 'PENDING', 'RESOLVED', 'CLOSED'] as const;

/** Limits the server applies (support-rules.ts), so the form can say so before sending. */
export const MESSAGE_MIN = 10;
export const MESSAGE_MAX = 5000;
export const SUBJECT_MAX = 160;

export type SupportStatusValue = (typeof SUPPORT_STATUSES)[number];
