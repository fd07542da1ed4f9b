// Which itinerary steps of a tour the traveller ticked off, kept in browser storage (spec §3 itinerary
// timeline entry: step, date, completed; §9 storage key), one list per tour under `tour:{id}`.
import { ITINERARY_STORAGE_KEY } from '../../app/constants';

export interface ItineraryEntry {
  /** The step's position, from 1. */
  step: number;
  /** The day it was ticked (YYYY-MM-DD). */
  date: string;
  completed: boolean;
}

type StoredItineraries = Record<string, ItineraryEntry[]>;

const keyOf = (tourId: string) => `tour:${tourId}`;

function isEntry(value: unknown): value is ItineraryEntry {
  const entry = value as Partial<ItineraryEntry> | null;
  return Boolean(entry) && Number.isInteger(entry?.step) && typeof entry?.date === 'string' && typeof entry?.completed === 'boolean';
}

function readAll(): StoredItineraries {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(ITINERARY_STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as StoredItineraries) : {};
  } catch {
    return {};
  }
}

export function readItinerary(tourId: string): ItineraryEntry[] {
  const entries = readAll()[keyOf(tourId)];
  return Array.isArray(entries) ? entries.filter(isEntry) : [];
}

/** Ticks or unticks one step and keeps the tour's entries; answers them. */
export function markStep(tourId: string, step: number, completed: boolean, today = new Date()): ItineraryEntry[] {
  const all = readAll();
  const entries = [...readItinerary(tourId).filter((entry) => entry.step !== step), { step, date: today.toISOString().slice(0, 10), completed }].sort((a, b) => a.step - b.step);
  try {
    localStorage.setItem(ITINERARY_STORAGE_KEY, JSON.stringify({ ...all, [keyOf(tourId)]: entries }));
  } catch {
    // Private mode or a full storage: the ticks last as long as the page.
  }
  return entries;
}

export const isStepDone = (entries: readonly ItineraryEntry[], step: number) => entries.some((entry) => entry.step === step && entry.completed);
