// Turns an Apollo error into one line for people: a translated code first, then the server's message, then a fallback.
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { TFunction } from 'i18next';

export function errorMessage(error: unknown, t: TFunction, fallbackKey: string): string {
  if (CombinedGraphQLErrors.is(error)) {
    const first = error.errors[0];
    const code = typeof first?.extensions?.code === 'string' ? first.extensions.code : undefined;
    if (code && code !== 'INTERNAL_SERVER_ERROR') {
      const translated = t(`errors.${code}`, { defaultValue: '' });
      if (translated) return translated;
    }
    if (first?.message) return first.message;
  }
  return t(fallbackKey);
}
