import { describe, expect, it } from 'vitest';
import { searchTerms, searchWords } from './search-words.js';

describe('searchTerms', () => {
  it('reads a kind or type of another language in English for every text, and a feature in English for descriptions only', () => {
    expect(searchTerms('Hôtel LUXE')).toEqual([
      { word: 'hotel', forms: ['hotel'] },
      { word: 'luxury', forms: ['luxe', 'luxury'] },
    ]);
    // "jardin" stays as typed for names ("Le Jardin des Orchidées") and is also "garden" in descriptions.
    expect(searchTerms('jardin')).toEqual([{ word: 'jardin', forms: ['jardin', 'garden'] }]);
    expect(searchTerms('مسبح')).toEqual([{ word: 'مسبح', forms: ['مسبح', 'pool'] }]);
  });

  it('leaves out joining words and words under three characters, unless nothing else is left', () => {
    expect(searchWords('hôtel avec piscine à Fès')).toEqual(['hotel', 'piscine', 'fes']);
    expect(searchWords('hotel with a pool near the beach')).toEqual(['hotel', 'pool', 'beach']);
    expect(searchWords('the')).toEqual(['the']);
    expect(searchWords('ab')).toEqual([]);
  });

  it('merges words that mean the same', () => {
    expect(searchTerms('luxo luxe')).toEqual([{ word: 'luxury', forms: ['luxo', 'luxury', 'luxe'] }]);
  });
});
