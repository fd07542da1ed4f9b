// The planner's explanation in each interface language (spec §1). Listing and room names stay as the partner wrote
// them; everything around them is translated here, the hotel and ride types too, and counts take each language's
// plural form (Intl.PluralRules: Arabic has six).
import type { Language } from '../../../language.js';
import type { HotelType } from '../../listings/hotels/hotel.enums.js';
import type { TransportType } from '../../listings/transport/transport.enums.js';
import type { Preference } from './preferences.js';

export interface RationaleTexts {
  hotel(p: { name: string; stars: string; type: string; rooms: number; roomType: string; nights: number; travellers: number }): string;
  tours(names: string): string;
  dinners(names: string): string;
  nights(names: string): string;
  ride(p: { name: string; type: string }): string;
  serves(served: string, missed: string): string;
  servesNothing(missed: string): string;
  total(total: string, budget: string): string;
  noHotel(p: { country: string; travellers: number }): string;
  overBudget(p: { budget: string; nights: number; travellers: number; least: string; hotel: string }): string;
  preference: Record<Preference, string>;
  hotelType: Record<`${HotelType}`, string>;
  rideType: Record<`${TransportType}`, string>;
  /** Joins a list: 'a, b and c'. */
  list: Intl.ListFormat;
}

type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
const pluralRules = new Map<string, Intl.PluralRules>();

/** `n` with its noun in the language's plural form: `{{n}}` in a form is the number (a form without it words it). */
function counted(language: Language, n: number, forms: PluralForms): string {
  let rules = pluralRules.get(language);
  if (!rules) {
    rules = new Intl.PluralRules(language);
    pluralRules.set(language, rules);
  }
  const form = (n === 0 ? forms.zero : undefined) ?? forms[rules.select(n)] ?? forms.other;
  return form.includes('{{n}}') ? form.replace('{{n}}', new Intl.NumberFormat(language).format(n)) : form;
}

const en = {
  night: (n: number) => counted('en', n, { one: '{{n}} night', other: '{{n}} nights' }),
  traveller: (n: number) => counted('en', n, { one: '{{n}} traveller', other: '{{n}} travellers' }),
};
const fr = {
  night: (n: number) => counted('fr', n, { one: '{{n}} nuit', other: '{{n}} nuits' }),
  traveller: (n: number) => counted('fr', n, { one: '{{n}} voyageur', other: '{{n}} voyageurs' }),
};
const pt = {
  night: (n: number) => counted('pt', n, { one: '{{n}} noite', other: '{{n}} noites' }),
  traveller: (n: number) => counted('pt', n, { one: '{{n}} viajante', other: '{{n}} viajantes' }),
};
const ar = {
  night: (n: number) => counted('ar', n, { one: 'ليلة واحدة', two: 'ليلتين', few: '{{n}} ليالٍ', many: '{{n}} ليلة', other: '{{n}} ليلة' }),
  traveller: (n: number) => counted('ar', n, { one: 'مسافر واحد', two: 'مسافرَين', few: '{{n}} مسافرين', many: '{{n}} مسافرًا', other: '{{n}} مسافر' }),
  room: (n: number) => counted('ar', n, { one: 'غرفة واحدة', two: 'غرفتان', few: '{{n}} غرف', many: '{{n}} غرفة', other: '{{n}} غرفة' }),
};

export const rationaleTexts: Record<Language, RationaleTexts> = {
  en: {
    hotel: (p) =>
      `${p.name} (${p.stars} stars, ${p.type}) has ${p.rooms} ${p.roomType} ${p.rooms === 1 ? 'room' : 'rooms'} free for ${p.nights === 1 ? 'the night' : `all ${en.night(p.nights)}`} for ${en.traveller(p.travellers)}.`,
    tours: (names) => `Tours with places for the group: ${names}.`,
    dinners: (names) => `Dinners with a table free: ${names}.`,
    nights: (names) => `Nights out: ${names}.`,
    ride: (p) => `${p.name} (${p.type}) drives you every day.`,
    serves: (served, missed) => `It serves ${served}${missed ? `; nothing available within the budget serves ${missed}` : ''}.`,
    servesNothing: (missed) => `Nothing available within the budget serves ${missed}.`,
    total: (total, budget) => `Total ${total} of ${budget}, airport transfers included.`,
    noHotel: (p) => `No hotel in ${p.country} has rooms for ${en.traveller(p.travellers)} on every night of these dates. Please try other dates.`,
    overBudget: (p) =>
      `No package fits a budget of ${p.budget}: the least a stay of ${en.night(p.nights)} for ${en.traveller(p.travellers)} costs is ${p.least} (${p.hotel} and the airport transfers). Please raise the budget or shorten the trip.`,
    preference: {
      culture: 'culture',
      food: 'food',
      adventure: 'adventure',
      family: 'family',
      wildlife: 'wildlife',
      nightlife: 'nightlife',
      history: 'history',
      photography: 'photography',
      beaches: 'beaches',
      desert: 'desert',
      markets: 'markets',
    },
    hotelType: { luxury: 'luxury', boutique: 'boutique', safari: 'safari lodge', eco: 'eco-lodge', apartment: 'apartment', guesthouse: 'guesthouse' },
    rideType: { safari: 'safari vehicle', city: 'city car', group: 'group shuttle', motorcycle: 'motorcycle' },
    list: new Intl.ListFormat('en', { type: 'conjunction' }),
  },
  fr: {
    hotel: (p) =>
      `${p.name} (${p.stars} étoiles, ${p.type}) a ${p.rooms} ${p.rooms === 1 ? 'chambre' : 'chambres'} ${p.roomType} libre${p.rooms === 1 ? '' : 's'} pour ${p.nights === 1 ? 'la nuit' : `les ${p.nights} nuits`}, pour ${fr.traveller(p.travellers)}.`,
    tours: (names) => `Circuits avec des places pour le groupe : ${names}.`,
    dinners: (names) => `Dîners avec une table libre : ${names}.`,
    nights: (names) => `Sorties : ${names}.`,
    ride: (p) => `${p.name} (${p.type}) vous conduit chaque jour.`,
    serves: (served, missed) => `Il répond à : ${served}${missed ? ` ; rien de disponible dans le budget ne répond à : ${missed}` : ''}.`,
    servesNothing: (missed) => `Rien de disponible dans le budget ne répond à : ${missed}.`,
    total: (total, budget) => `Total ${total} sur ${budget}, transferts aéroport compris.`,
    noHotel: (p) => `Aucun hôtel en ${p.country} n'a de chambres pour ${fr.traveller(p.travellers)} chaque nuit de ces dates. Essayez d'autres dates.`,
    overBudget: (p) =>
      `Aucun forfait ne tient dans un budget de ${p.budget} : un séjour de ${fr.night(p.nights)} pour ${fr.traveller(p.travellers)} coûte au moins ${p.least} (${p.hotel} et les transferts aéroport). Augmentez le budget ou raccourcissez le voyage.`,
    preference: {
      culture: 'culture',
      food: 'gastronomie',
      adventure: 'aventure',
      family: 'famille',
      wildlife: 'faune',
      nightlife: 'vie nocturne',
      history: 'histoire',
      photography: 'photographie',
      beaches: 'plages',
      desert: 'désert',
      markets: 'marchés',
    },
    hotelType: {
      luxury: 'luxe',
      boutique: 'boutique-hôtel',
      safari: 'lodge de safari',
      eco: 'écolodge',
      apartment: 'appartement',
      guesthouse: 'maison d’hôtes',
    },
    rideType: { safari: 'véhicule de safari', city: 'voiture de ville', group: 'navette de groupe', motorcycle: 'moto' },
    list: new Intl.ListFormat('fr', { type: 'conjunction' }),
  },
  pt: {
    hotel: (p) =>
      `${p.name} (${p.stars} estrelas, ${p.type}) tem ${p.rooms} ${p.rooms === 1 ? 'quarto' : 'quartos'} ${p.roomType} ${p.rooms === 1 ? 'livre' : 'livres'} ${p.nights === 1 ? 'na noite' : `em todas as ${pt.night(p.nights)}`}, para ${pt.traveller(p.travellers)}.`,
    tours: (names) => `Passeios com lugares para o grupo: ${names}.`,
    dinners: (names) => `Jantares com mesa livre: ${names}.`,
    nights: (names) => `Saídas à noite: ${names}.`,
    ride: (p) => `${p.name} (${p.type}) leva-o todos os dias.`,
    serves: (served, missed) => `Atende a: ${served}${missed ? `; nada disponível dentro do orçamento atende a: ${missed}` : ''}.`,
    servesNothing: (missed) => `Nada disponível dentro do orçamento atende a: ${missed}.`,
    total: (total, budget) => `Total ${total} de ${budget}, transferes do aeroporto incluídos.`,
    noHotel: (p) => `Nenhum hotel em ${p.country} tem quartos para ${pt.traveller(p.travellers)} em todas as noites destas datas. Experimente outras datas.`,
    overBudget: (p) =>
      `Nenhum pacote cabe num orçamento de ${p.budget}: uma estadia de ${pt.night(p.nights)} para ${pt.traveller(p.travellers)} custa pelo menos ${p.least} (${p.hotel} e os transferes do aeroporto). Aumente o orçamento ou encurte a viagem.`,
    preference: {
      culture: 'cultura',
      food: 'gastronomia',
      adventure: 'aventura',
      family: 'família',
      wildlife: 'vida selvagem',
      nightlife: 'vida noturna',
      history: 'história',
      photography: 'fotografia',
      beaches: 'praias',
      desert: 'deserto',
      markets: 'mercados',
    },
    hotelType: {
      luxury: 'luxo',
      boutique: 'hotel boutique',
      safari: 'lodge de safari',
      eco: 'ecolodge',
      apartment: 'apartamento',
      guesthouse: 'casa de hóspedes',
    },
    rideType: { safari: 'veículo de safari', city: 'carro urbano', group: 'transporte de grupo', motorcycle: 'mota' },
    list: new Intl.ListFormat('pt', { type: 'conjunction' }),
  },
  ar: {
    hotel: (p) =>
      `يوفّر ${p.name} (${p.stars} نجوم، ${p.type}) ${ar.room(p.rooms)} من نوع ${p.roomType} متاحة طوال ${ar.night(p.nights)} لـ ${ar.traveller(p.travellers)}.`,
    tours: (names) => `جولات فيها أماكن للمجموعة: ${names}.`,
    dinners: (names) => `عشاء بطاولة متاحة: ${names}.`,
    nights: (names) => `سهرات: ${names}.`,
    ride: (p) => `${p.name} (${p.type}) يوصلكم كل يوم.`,
    serves: (served, missed) => `يلبّي: ${served}${missed ? `؛ ولا يوجد ضمن الميزانية ما يلبّي: ${missed}` : ''}.`,
    servesNothing: (missed) => `لا يوجد ضمن الميزانية ما يلبّي: ${missed}.`,
    total: (total, budget) => `المجموع ${total} من ${budget}، شاملًا النقل من المطار وإليه.`,
    noHotel: (p) => `لا يوجد فندق في ${p.country} فيه غرف لـ ${ar.traveller(p.travellers)} في كل ليالي هذه التواريخ. يرجى تجربة تواريخ أخرى.`,
    overBudget: (p) =>
      `لا توجد باقة ضمن ميزانية ${p.budget}: أقل تكلفة لإقامة ${ar.night(p.nights)} لـ ${ar.traveller(p.travellers)} هي ${p.least} (${p.hotel} والنقل من المطار وإليه). يرجى زيادة الميزانية أو تقصير الرحلة.`,
    preference: {
      culture: 'الثقافة',
      food: 'الطعام',
      adventure: 'المغامرة',
      family: 'العائلة',
      wildlife: 'الحياة البرية',
      nightlife: 'السهر',
      history: 'التاريخ',
      photography: 'التصوير',
      beaches: 'الشواطئ',
      desert: 'الصحراء',
      markets: 'الأسواق',
    },
    hotelType: { luxury: 'فاخر', boutique: 'بوتيك', safari: 'نُزُل سفاري', eco: 'نُزُل بيئي', apartment: 'شقة', guesthouse: 'دار ضيافة' },
    rideType: { safari: 'مركبة سفاري', city: 'سيارة مدينة', group: 'حافلة جماعية', motorcycle: 'دراجة نارية' },
    list: new Intl.ListFormat('ar', { type: 'conjunction' }),
  },
};
