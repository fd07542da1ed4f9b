// Why this package: the planner's own explanation, and the summary of candidate packages a model re-ranks.
import { roomTypeName } from '../../../../../shared/src/demo-names.js';
import { formatMoney } from '../../listings/money.js';
import type { Language } from '../../../language.js';
import type { HotelType } from '../../listings/hotels/hotel.enums.js';
import type { TransportType } from '../../listings/transport/transport.enums.js';
import type { Plan } from './planner.js';
import type { Preference } from './preferences.js';
import { rationaleTexts } from './rationale-texts.js';
import type { TripRequest } from './trip-request.js';

/** The planner's own explanation of a package, in the traveller's language. */
export function localRationale(trip: TripRequest, plan: Plan, language: Language): string {
  const say = rationaleTexts[language];
  const names = (parts: Array<{ candidate: { name: string } }>) => say.list.format(parts.map((part) => part.candidate.name));
  const preferences = (list: readonly Preference[]) => say.list.format(list.map((preference) => say.preference[preference]));
  const { hotel } = plan;
  const sentences = [
    say.hotel({
      name: hotel.name,
      stars: new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(hotel.stars),
      type: say.hotelType[hotel.type as HotelType] ?? hotel.type,
      rooms: hotel.rooms,
      roomType: roomTypeName(hotel.roomType, language),
      nights: trip.days,
      travellers: trip.journeyers,
    }),
  ];
  if (plan.tours.length) sentences.push(say.tours(names(plan.tours)));
  if (plan.restaurants.length) sentences.push(say.dinners(names(plan.restaurants)));
  if (plan.nightlife.length) sentences.push(say.nights(names(plan.nightlife)));
  if (plan.transport) sentences.push(say.ride({ name: plan.transport.name, type: say.rideType[plan.transport.type as TransportType] ?? plan.transport.type }));
  if (trip.preferences.length) {
    const missed = trip.preferences.filter((preference) => !plan.served.includes(preference));
    sentences.push(
      plan.served.length ? say.serves(preferences(plan.served), missed.length ? preferences(missed) : '') : say.servesNothing(preferences(missed)),
    );
  }
  sentences.push(say.total(formatMoney(plan.totalMinor, 'USD', language), formatMoney(trip.budgetMinor, 'USD', language)));
  return sentences.join(' ');
}

/** Why no package fits, and what to change, in the traveller's language. */
export function noFittingRationale(trip: TripRequest, cheapest: Plan | null, language: Language): string {
  const say = rationaleTexts[language];
  if (!cheapest) return say.noHotel({ country: trip.country.name, travellers: trip.journeyers });
  return say.overBudget({
    budget: formatMoney(trip.budgetMinor, 'USD', language),
    nights: trip.days,
    travellers: trip.journeyers,
    least: formatMoney(cheapest.totalMinor, 'USD', language),
    hotel: cheapest.hotel.name,
  });
}

/** The candidate packages as the model reads them: numbered, every listing with its price. */
export function describePlans(trip: TripRequest, plans: Plan[]): string {
  const header = `Trip: ${trip.country.name}, ${trip.days} day(s) from ${trip.startDate}, ${trip.journeyers} traveller(s), budget ${formatMoney(trip.budgetMinor)}, preferences: ${trip.preferences.join(', ') || 'none given'}.`;
  const packages = plans.map((plan, index) =>
    [
      `Package ${index + 1}: total ${formatMoney(plan.totalMinor)}.`,
      `- Hotel: ${plan.hotel.name} (${plan.hotel.type}, ${plan.hotel.stars.toFixed(1)} stars) ${formatMoney(plan.hotel.costMinor)}`,
      ...plan.tours.map(
        (part) =>
          `- Tour: ${part.candidate.name} (${part.candidate.type}, ${part.candidate.durationDays} day(s), departs ${part.date}) ${formatMoney(part.candidate.costMinor)}`,
      ),
      ...plan.restaurants.map(
        (part) => `- Dinner: ${part.candidate.name} (${part.candidate.type} cuisine, ${part.date}) ${formatMoney(part.candidate.costMinor)}`,
      ),
      ...plan.nightlife.map((part) => `- Night out: ${part.candidate.name} (${part.candidate.type}, ${part.date}) ${formatMoney(part.candidate.costMinor)}`),
      ...(plan.transport ? [`- Ride: ${plan.transport.name} (${plan.transport.type}) ${formatMoney(plan.transport.costMinor)}`] : []),
    ].join('\n'),
  );
  return [header, ...packages].join('\n\n');
}
