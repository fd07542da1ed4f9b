// A listing's "City, Country" names its country in the reader's language (issue 29, item 8: "Rubavu, Rwanda" on
// Portuguese and Arabic pages).
import { describe, expect, it } from 'vitest';
import { localLocation } from '../src/features/layout/local-location';

const countries = [
  { code: 'RW', name: 'Rwanda' },
  { code: 'NA', name: 'Namibia' },
];

describe('localLocation', () => {
  it('names the country in Portuguese, Arabic and French, the city as it is', () => {
    expect(localLocation('Rubavu, Rwanda', countries, 'pt')).toBe('Rubavu, Ruanda');
    expect(localLocation('Windhoek, Namibia', countries, 'ar')).toBe('Windhoek, ناميبيا');
    expect(localLocation('Windhoek, Namibia', countries, 'fr')).toBe('Windhoek, Namibie');
  });

  it('leaves English, a country alone and an unknown country as the server wrote them', () => {
    expect(localLocation('Rubavu, Rwanda', countries, 'en')).toBe('Rubavu, Rwanda');
    expect(localLocation('Rwanda', countries, 'pt')).toBe('Ruanda');
    expect(localLocation('Gulu, Uganda', countries, 'pt')).toBe('Gulu, Uganda');
  });
});
