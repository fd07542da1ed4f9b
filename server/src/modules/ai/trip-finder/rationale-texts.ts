// The planner's explanation in each interface language (spec §1). Listing names, hotel and room types stay as the
// partner wrote them; everything around them is translated here.
import type { Language } from '../../../language.js';
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
  /** Joins a list: 'a, b and c'. */
  list: Intl.ListFormat;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const rationaleTexts: Record<Language, RationaleTexts> = {
  en: {
    hotel: (p) =>
      `${p.name} (${p.stars} stars, ${p.type}) has ${p.rooms} ${p.roomType} ${p.rooms === 1 ? 'room' : 'rooms'} free for all ${plural(p.nights, 'night', 'nights')} for ${plural(p.travellers, 'traveller', 'travellers')}.`,
    tours: (names) => `Tours with places for the group: ${names}.`,
    dinners: (names) => `Dinners with a table free: ${names}.`,
    nights: (names) => `Nights out: ${names}.`,
    ride: (p) => `${p.name} (${p.type}) drives you every day.`,
    serves: (served, missed) => `It serves ${served}${missed ? `; nothing available within the budget serves ${missed}` : ''}.`,
    servesNothing: (missed) => `Nothing available within the budget serves ${missed}.`,
    total: (total, budget) => `Total ${total} of ${budget}, airport transfers included.`,
    noHotel: (p) =>
      `No hotel in ${p.country} has rooms for ${plural(p.travellers, 'traveller', 'travellers')} on every night of these dates. Please try other dates.`,
    overBudget: (p) =>
      `No package fits a budget of ${p.budget}: the least a stay of ${plural(p.nights, 'night', 'nights')} for ${plural(p.travellers, 'traveller', 'travellers')} costs is ${p.least} (${p.hotel} and the airport transfers). Please raise the budget or shorten the trip.`,
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
    list: new Intl.ListFormat('en', { type: 'conjunction' }),
  },
  fr: {
    hotel: (p) =>
      `${p.name} (${p.stars} étoiles, ${p.type}) a ${p.rooms} ${p.rooms === 1 ? 'chambre' : 'chambres'} ${p.roomType} libre${p.rooms === 1 ? '' : 's'} pour ${p.nights === 1 ? 'la nuit' : `les ${p.nights} nuits`}, pour ${plural(p.travellers, 'voyageur', 'voyageurs')}.`,
    tours: (names) => `Circuits avec des places pour le groupe : ${names}.`,
    dinners: (names) => `Dîners avec une table libre : ${names}.`,
    nights: (names) => `Sorties : ${names}.`,
    ride: (p) => `${p.name} (${p.type}) vous conduit chaque jour.`,
    serves: (served, missed) => `Il répond à : ${served}${missed ? ` ; rien de disponible dans le budget ne répond à : ${missed}` : ''}.`,
    servesNothing: (missed) => `Rien de disponible dans le budget ne répond à : ${missed}.`,
    total: (total, budget) => `Total ${total} sur ${budget}, transferts aéroport compris.`,
    noHotel: (p) =>
      `Aucun hôtel en ${p.country} n'a de chambres pour ${plural(p.travellers, 'voyageur', 'voyageurs')} chaque nuit de ces dates. Essayez d'autres dates.`,
    overBudget: (p) =>
      `Aucun forfait ne tient dans un budget de ${p.budget} : un séjour de ${plural(p.nights, 'nuit', 'nuits')} pour ${plural(p.travellers, 'voyageur', 'voyageurs')} coûte au moins ${p.least} (${p.hotel} et les transferts aéroport). Augmentez le budget ou raccourcissez le voyage.`,
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
    list: new Intl.ListFormat('fr', { type: 'conjunction' }),
  },
  pt: {
    hotel: (p) =>
      `${p.name} (${p.stars} estrelas, ${p.type}) tem ${p.rooms} ${p.rooms === 1 ? 'quarto' : 'quartos'} ${p.roomType} ${p.rooms === 1 ? 'livre' : 'livres'} em ${p.nights === 1 ? 'a noite' : `todas as ${p.nights} noites`}, para ${plural(p.travellers, 'viajante', 'viajantes')}.`,
    tours: (names) => `Passeios com lugares para o grupo: ${names}.`,
    dinners: (names) => `Jantares com mesa livre: ${names}.`,
    nights: (names) => `Saídas à noite: ${names}.`,
    ride: (p) => `${p.name} (${p.type}) leva-o todos os dias.`,
    serves: (served, missed) => `Atende a: ${served}${missed ? `; nada disponível dentro do orçamento atende a: ${missed}` : ''}.`,
    servesNothing: (missed) => `Nada disponível dentro do orçamento atende a: ${missed}.`,
    total: (total, budget) => `Total ${total} de ${budget}, transferes do aeroporto incluídos.`,
    noHotel: (p) =>
      `Nenhum hotel em ${p.country} tem quartos para ${plural(p.travellers, 'viajante', 'viajantes')} em todas as noites destas datas. Experimente outras datas.`,
    overBudget: (p) =>
      `Nenhum pacote cabe num orçamento de ${p.budget}: uma estadia de ${plural(p.nights, 'noite', 'noites')} para ${plural(p.travellers, 'viajante', 'viajantes')} custa pelo menos ${p.least} (${p.hotel} e os transferes do aeroporto). Aumente o orçamento ou encurte a viagem.`,
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
    list: new Intl.ListFormat('pt', { type: 'conjunction' }),
  },
  ar: {
    hotel: (p) => `يوفّر ${p.name} (${p.stars} نجوم، ${p.type}) عدد ${p.rooms} من غرف ${p.roomType} متاحة طوال ${p.nights} ليلة لـ ${p.travellers} مسافر.`,
    tours: (names) => `جولات فيها أماكن للمجموعة: ${names}.`,
    dinners: (names) => `عشاء بطاولة متاحة: ${names}.`,
    nights: (names) => `سهرات: ${names}.`,
    ride: (p) => `${p.name} (${p.type}) يوصلكم كل يوم.`,
    serves: (served, missed) => `يلبّي: ${served}${missed ? `؛ ولا يوجد ضمن الميزانية ما يلبّي: ${missed}` : ''}.`,
    servesNothing: (missed) => `لا يوجد ضمن الميزانية ما يلبّي: ${missed}.`,
    total: (total, budget) => `المجموع ${total} من ${budget}، شاملًا النقل من المطار وإليه.`,
    noHotel: (p) => `لا يوجد فندق في ${p.country} فيه غرف لـ ${p.travellers} مسافر في كل ليالي هذه التواريخ. يرجى تجربة تواريخ أخرى.`,
    overBudget: (p) =>
      `لا توجد باقة ضمن ميزانية ${p.budget}: أقل تكلفة لإقامة ${p.nights} ليلة لـ ${p.travellers} مسافر هي ${p.least} (${p.hotel} والنقل من المطار وإليه). يرجى زيادة الميزانية أو تقصير الرحلة.`,
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
    list: new Intl.ListFormat('ar', { type: 'conjunction' }),
  },
};
