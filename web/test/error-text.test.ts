// errorText words a server error from its code with the real translations: the screen's table first, then
// common:errors; a dropped connection and a code of GraphQL itself have words of their own; the server's sentence never shows.
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { createInstance, type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorText } from '../src/app/errors';
import { translationsIn } from './translations';

const resources = { en: translationsIn('en'), fr: translationsIn('fr') };
const fr = resources.fr;

const SERVER_SENTENCE = 'Sorry, this is no longer available for those dates.';
let t: TFunction;

beforeAll(async () => {
  const i18n = createInstance({ lng: 'fr', fallbackLng: 'en', resources, defaultNS: 'common', interpolation: { escapeValue: false } });
  await i18n.init();
  t = i18n.t;
});

const graphqlError = (code: string) => new CombinedGraphQLErrors({ data: null, errors: [{ message: SERVER_SENTENCE, extensions: { code } }] });

describe('errorText', () => {
  it("reads the screen's own table first", () => {
    expect(errorText(t, { code: 'UNAVAILABLE' }, 'booking:restaurant', 'booking')).toBe(fr.booking.restaurant.errors.UNAVAILABLE);
    expect(errorText(t, { code: 'PAYMENT_DECLINED' }, 'booking')).toBe(fr.booking.errors.PAYMENT_DECLINED);
    expect(errorText(t, { code: 'CONFLICT' }, 'partners:hotels.gallery', 'partners:hotels', 'partners')).toBe(fr.partners.hotels.gallery.errors.CONFLICT);
  });

  it('falls back to common:errors for a code the screen does not word', () => {
    expect(errorText(t, { code: 'HOLD_LIMIT' }, 'booking:restaurant', 'booking')).toBe(fr.common.errors.HOLD_LIMIT);
    expect(errorText(t, { code: 'FORBIDDEN' })).toBe(fr.common.errors.FORBIDDEN);
  });

  it("words a thrown GraphQL error by its extensions.code, never by the server's message", () => {
    const text = errorText(t, graphqlError('UNAVAILABLE'), 'booking');
    expect(text).toBe(fr.common.errors.UNAVAILABLE);
    expect(text).not.toContain(SERVER_SENTENCE);
  });

  it('words an error answered with an HTTP status by the code in its body', () => {
    const answered = new ServerError('refused', {
      response: new Response(null, { status: 429 }),
      bodyText: JSON.stringify({ errors: [{ message: SERVER_SENTENCE, extensions: { code: 'RATE_LIMITED' } }] }),
    });
    expect(errorText(t, answered)).toBe(fr.common.errors.RATE_LIMITED);
  });

  it('says how many minutes to wait when the refusal carries the wait, from a userError or a thrown error', () => {
    expect(errorText(t, { code: 'RATE_LIMITED', retryAfterSeconds: 150 }, 'booking')).toBe(
      fr.booking.errors.RATE_LIMITED_timed_other.replace('{{count}}', '3'),
    );
    expect(errorText(t, { code: 'RATE_LIMITED', retryAfterSeconds: 20 }, 'booking')).toBe(fr.booking.errors.RATE_LIMITED_timed_one.replace('{{count}}', '1'));
    const thrown = new CombinedGraphQLErrors({
      data: null,
      errors: [{ message: SERVER_SENTENCE, extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 600 } }],
    });
    expect(errorText(t, thrown)).toBe(fr.common.errors.RATE_LIMITED_timed_other.replace('{{count}}', '10'));
    expect(errorText(t, { code: 'RATE_LIMITED', retryAfterSeconds: null }, 'booking')).toBe(fr.booking.errors.RATE_LIMITED);
  });

  it('reads a code of GraphQL itself as an internal error, and no answer as a connection problem', () => {
    expect(errorText(t, graphqlError('GRAPHQL_VALIDATION_FAILED'))).toBe(fr.common.errors.INTERNAL_SERVER_ERROR);
    expect(errorText(t, new TypeError('Failed to fetch'))).toBe(fr.common.network.unreachable);
  });
});
