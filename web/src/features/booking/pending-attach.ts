// Guest bookings whose traveller created an account afterwards: the account must be verified and signed in
// before bookingAttach accepts them, so the references wait here until My Bookings attaches them.
const PENDING_KEY = 'pendingBookingAttach';

export function pendingReferences(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(PENDING_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((value): value is string => typeof value === 'string') : [];
  } catch {
    return [];
  }
}

function store(references: string[]) {
  try {
    if (references.length) localStorage.setItem(PENDING_KEY, JSON.stringify(references));
    else localStorage.removeItem(PENDING_KEY);
  } catch {
    // Private mode: the traveller can still find the booking with its reference and e-mail.
  }
}

export function rememberForAttach(reference: string) {
  store([...new Set([...pendingReferences(), reference])]);
}

export function forgetAttached(reference: string) {
  store(pendingReferences().filter((pending) => pending !== reference));
}
