// Which itinerary steps the traveller ticked off, kept in browser storage (spec §3 itinerary timeline entry:
// step, date, completed; §9 storage key): one list per guest booking under `booking:{reference}` (signed-in
// travellers keep a booking's on the server; a tour page nobody booked has no ticks).
import { useState } from 'react';
import { ITINERARY_STORAGE_KEY } from '../../app/constants';

export interface ItineraryEntry {
  /** The step's position, from 1. */
  step: number;
  /** The day it was ticked (YYYY-MM-DD). */
  date: string;
  completed: boolean;
}

/** Which steps of a timeline are ticked, and how a tick is kept (in this browser or on the server). */
export interface StepCompletion {
  isDone: (position: number) => boolean;
  set: (position: number, completed: boolean) => void;
  /** Why the last tick could not be kept (it is back as it was). */
  problem: string | null;
}

type StoredItineraries = Record<string, ItineraryEntry[]>;

/** Where a timeline's ticks are kept in the stored record. */
export const itineraryKeys = {
  booking: (reference: string) => `booking:${reference}`,
};

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

export function readItinerary(key: string): ItineraryEntry[] {
  const entries = readAll()[key];
  return Array.isArray(entries) ? entries.filter(isEntry) : [];
}

/** Ticks or unticks one step and keeps the timeline's entries; answers them. */
export function markStep(key: string, step: number, completed: boolean, today = new Date()): ItineraryEntry[] {
  const all = readAll();
  const entries = [...readItinerary(key).filter((entry) => entry.step !== step), { step, date: today.toISOString().slice(0, 10), completed }].sort(
    (a, b) => a.step - b.step,
  );
  try {
    localStorage.setItem(ITINERARY_STORAGE_KEY, JSON.stringify({ ...all, [key]: entries }));
  } catch {
    // Private mode or a full storage: the ticks last as long as the page.
  }
  return entries;
}

export const isStepDone = (entries: readonly ItineraryEntry[], step: number) => entries.some((entry) => entry.step === step && entry.completed);

/** The ticks of the timeline stored under `key` (see itineraryKeys), as ItineraryTimeline reads them. */
export function useStoredCompletion(key: string): StepCompletion {
  const [entries, setEntries] = useState(() => readItinerary(key));
  return {
    isDone: (step) => isStepDone(entries, step),
    set: (step, completed) => setEntries(markStep(key, step, completed)),
    problem: null,
  };
}
