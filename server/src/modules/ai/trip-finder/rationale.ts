// Why this package: the planner's own explanation, and the summary of candidate packages a model re-ranks.
import { formatMoney } from '../../listings/money.js';
import type { Plan } from './planner.js';
import type { TripRequest } from './trip-request.js';

const names = (parts: Array<{ candidate: { name: string } }>) => parts.map((part) => part.candidate.name).join(', ');

export function localRationale(trip: TripRequest, plan: Plan): string {
  const sentences = [
    `${plan.hotel.name} (${plan.hotel.stars.toFixed(1)} stars, ${plan.hotel.type}) has ${plan.hotel.rooms} ${plan.hotel.roomType} room(s) free for all ${trip.days} night(s) for ${trip.journeyers} traveller(s).`,
  ];
  if (plan.tours.length) sentences.push(`Tours with places for the group: ${names(plan.tours)}.`);
  if (plan.restaurants.length) sentences.push(`Dinners with a table free: ${names(plan.restaurants)}.`);
  if (plan.nightlife.length) sentences.push(`Nights out: ${names(plan.nightlife)}.`);
  if (plan.transport) sentences.push(`${plan.transport.name} (${plan.transport.type}) drives you every day.`);
  if (trip.preferences.length) {
    const missed = trip.preferences.filter((preference) => !plan.served.includes(preference));
    sentences.push(
      plan.served.length ? `It serves ${plan.served.join(', ')}${missed.length ? `; nothing available within the budget serves ${missed.join(', ')}` : ''}.` : `Nothing available within the budget serves ${missed.join(', ')}.`,
    );
  }
  sentences.push(`Total ${formatMoney(plan.totalMinor)} of ${formatMoney(trip.budgetMinor)}, airport transfers included.`);
  return sentences.join(' ');
}

export function noFittingRationale(trip: TripRequest, cheapest: Plan | null): string {
  if (!cheapest) return `No hotel in ${trip.country.name} has rooms for ${trip.journeyers} traveller(s) on every night of these dates. Please try other dates.`;
  return `No package fits a budget of ${formatMoney(trip.budgetMinor)}: the least a stay of ${trip.days} night(s) for ${trip.journeyers} costs is ${formatMoney(cheapest.totalMinor)} (${cheapest.hotel.name} and the airport transfers). Please raise the budget or shorten the trip.`;
}

/** The candidate packages as the model reads them: numbered, every listing with its price. */
export function describePlans(trip: TripRequest, plans: Plan[]): string {
  const header = `Trip: ${trip.country.name}, ${trip.days} day(s) from ${trip.startDate}, ${trip.journeyers} traveller(s), budget ${formatMoney(trip.budgetMinor)}, preferences: ${trip.preferences.join(', ') || 'none given'}.`;
  const packages = plans.map((plan, index) =>
    [
      `Package ${index + 1}: total ${formatMoney(plan.totalMinor)}.`,
      `- Hotel: ${plan.hotel.name} (${plan.hotel.type}, ${plan.hotel.stars.toFixed(1)} stars) ${formatMoney(plan.hotel.costMinor)}`,
      ...plan.tours.map((part) => `- Tour: ${part.candidate.name} (${part.candidate.type}, ${part.candidate.durationDays} day(s), departs ${part.date}) ${formatMoney(part.candidate.costMinor)}`),
      ...plan.restaurants.map((part) => `- Dinner: ${part.candidate.name} (${part.candidate.type} cuisine, ${part.date}) ${formatMoney(part.candidate.costMinor)}`),
      ...plan.nightlife.map((part) => `- Night out: ${part.candidate.name} (${part.candidate.type}, ${part.date}) ${formatMoney(part.candidate.costMinor)}`),
      ...(plan.transport ? [`- Ride: ${plan.transport.name} (${plan.transport.type}) ${formatMoney(plan.transport.costMinor)}`] : []),
    ].join('\n'),
  );
  return [header, ...packages].join('\n\n');
}
