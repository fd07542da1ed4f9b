// Values the browser tests make up: an e-mail no other run uses, and dates as the browser's date inputs take them.

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;
}

/** YYYY-MM-DD, `days` from today in the browser's zone. */
export function inDays(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** A reservation day about `days` ahead: never a Monday, the day some seeded restaurants close (bookings keep to opening hours). */
export function restaurantDay(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return inDays(date.getDay() === 1 ? days + 1 : days);
}
