// The words of a search (`q`) as the listings' search texts hold them: split into words, and a word of
// French, Portuguese or Arabic for a kind or a type replaced by the English word the texts use
// ("luxe", "luxo" and "فاخر" search "luxury"). Accents and case are folded again by PostgreSQL
// (listing-search.ts); folding here only finds a word in this list.

/** Words of the other interface languages (folded: lower case, no accents) and the English word listings are found by. */
const englishFor: Record<string, string> = {
  // Kinds.
  hoteis: 'hotel',
  فندق: 'hotel',
  فنادق: 'hotel',
  restaurante: 'restaurant',
  restaurantes: 'restaurant',
  مطعم: 'restaurant',
  مطاعم: 'restaurant',
  circuit: 'tour',
  excursion: 'tour',
  excursao: 'tour',
  passeio: 'tour',
  جولة: 'tour',
  جولات: 'tour',
  // Hotel types.
  luxe: 'luxury',
  luxueux: 'luxury',
  luxo: 'luxury',
  luxuoso: 'luxury',
  فاخر: 'luxury',
  فخم: 'luxury',
  بوتيك: 'boutique',
  سفاري: 'safari',
  ecologique: 'eco',
  ecologico: 'eco',
  بيئي: 'eco',
  appartement: 'apartment',
  apartamento: 'apartment',
  شقة: 'apartment',
  hotes: 'guesthouse',
  pousada: 'guesthouse',
  ضيافة: 'guesthouse',
  // Leisure types.
  بار: 'bar',
  boite: 'club',
  discotheque: 'club',
  clube: 'club',
  balada: 'club',
  نادي: 'club',
  ملهى: 'club',
  balade: 'walk',
  promenade: 'walk',
  caminhada: 'walk',
  نزهة: 'walk',
  evenements: 'events',
  evenement: 'events',
  eventos: 'events',
  فعاليات: 'events',
  festivais: 'festivals',
  مهرجانات: 'festivals',
  esportes: 'sports',
  desportos: 'sports',
  رياضة: 'sports',
  // Cuisines.
  rwandais: 'rwandan',
  rwandaise: 'rwandan',
  ruandes: 'rwandan',
  ruandesa: 'rwandan',
  رواندي: 'rwandan',
  africain: 'african',
  africaine: 'african',
  africano: 'african',
  africana: 'african',
  افريقي: 'african',
  internationale: 'international',
  internacional: 'international',
  عالمي: 'international',
  دولي: 'international',
  continentale: 'continental',
  قاري: 'continental',
  // Tour categories.
  culturel: 'cultural',
  culturelle: 'cultural',
  ثقافي: 'cultural',
  faune: 'wildlife',
  sauvage: 'wildlife',
  selvagem: 'wildlife',
  fauna: 'wildlife',
  البرية: 'wildlife',
  aventure: 'adventure',
  aventura: 'adventure',
  مغامرة: 'adventure',
  // Ride types.
  ville: 'city',
  cidade: 'city',
  مدينة: 'city',
  groupe: 'group',
  grupo: 'group',
  مجموعة: 'group',
  moto: 'motorcycle',
  motocicleta: 'motorcycle',
  نارية: 'motorcycle',
};

/** The shortest word a search looks up on its own (a trigram's length). */
const MIN_WORD_LENGTH = 3;

/** Lower case without accents, as the list above is written. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/**
 * The words of `q` a listing's text must all hold (before PostgreSQL corrects misspellings), in English where the
 * word is another language's for a kind or type; empty when `q` has no word of three characters, and then `q` is
 * matched as it is, as one piece of text.
 */
export function searchWords(q: string): string[] {
  const words = fold(q)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length >= MIN_WORD_LENGTH)
    .map((word) => englishFor[word] ?? word);
  return [...new Set(words)];
}
