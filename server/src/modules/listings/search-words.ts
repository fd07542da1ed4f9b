// The words of a search (`q`) as the listings' search texts hold them: split into words, and a word of
// French, Portuguese or Arabic for a kind or a type replaced by the English word the texts use ("luxe", "luxo"
// and "فاخر" search "luxury"). Accents and case are folded again by PostgreSQL (listing-search.ts); folding here
// only finds a word in these lists. A description is matched by the word as typed and its English word, a
// feature's included ("piscine" finds a description's "pool"), each stemmed in every language (text-match.ts).

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

/**
 * Words of the other languages for what descriptions mention, and the English word descriptions are found by. Only
 * descriptions are searched in English: the search text is searched for the word as typed ("jardin" is in the name
 * "Le Jardin des Orchidées").
 */
const englishFeatureFor: Record<string, string> = {
  piscine: 'pool',
  piscina: 'pool',
  مسبح: 'pool',
  jardin: 'garden',
  jardim: 'garden',
  حديقة: 'garden',
  terrasse: 'terrace',
  terraco: 'terrace',
  شرفة: 'terrace',
  تراس: 'terrace',
  vue: 'views',
  vista: 'views',
  إطلالة: 'views',
  اطلالة: 'views',
  tente: 'tents',
  tentes: 'tents',
  tenda: 'tents',
  tendas: 'tents',
  خيام: 'tents',
  poisson: 'fish',
  peixe: 'fish',
  سمك: 'fish',
  vin: 'wine',
  vinho: 'wine',
  نبيذ: 'wine',
  stationnement: 'parking',
  estacionamento: 'parking',
  موقف: 'parking',
  plage: 'beach',
  praia: 'beach',
  شاطئ: 'beach',
  lac: 'lake',
  lago: 'lake',
  بحيرة: 'lake',
};

/**
 * Words that join others in what travellers type ("hotel with a pool", "hôtel avec piscine"): no listing is found
 * by them, so a search leaves them out (unless it has no other word).
 */
const joiningWords = new Set([
  ...['the', 'and', 'with', 'for', 'near', 'from'],
  ...['avec', 'les', 'des', 'une', 'pour', 'dans', 'pres', 'aux', 'sur'],
  ...['com', 'dos', 'das', 'uma', 'para', 'perto', 'nos', 'nas', 'por'],
  ...['قرب', 'بالقرب', 'على'],
]);

/** The shortest word a search looks up on its own (a trigram's length). */
const MIN_WORD_LENGTH = 3;

/** Lower case without accents, as the list above is written. */
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** A word of a search: as the search texts hold it (in English where it is another language's word for a kind or type), and as descriptions may. */
export interface SearchTerm {
  word: string;
  /** The forms a description may hold it in: as typed and, when another language's, its English word. */
  forms: string[];
}

/**
 * The words of `q` a listing's text must all hold (before PostgreSQL corrects misspellings), in English where the
 * word is another language's for a kind, type or feature; empty when `q` has no word of three characters, and then
 * `q` is matched as it is, as one piece of text.
 */
export function searchTerms(q: string): SearchTerm[] {
  const terms = new Map<string, Set<string>>();
  const typedWords = fold(q)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((part) => part.length >= MIN_WORD_LENGTH);
  const meaningful = typedWords.filter((typed) => !joiningWords.has(typed));
  for (const typed of meaningful.length ? meaningful : typedWords) {
    const word = englishFor[typed] ?? typed;
    terms.set(
      word,
      (terms.get(word) ?? new Set())
        .add(typed)
        .add(word)
        .add(englishFeatureFor[typed] ?? word),
    );
  }
  return [...terms].map(([word, forms]) => ({ word, forms: [...forms] }));
}

/** The words of `q` as the search texts hold them (searchTerms). */
export const searchWords = (q: string): string[] => searchTerms(q).map((term) => term.word);
