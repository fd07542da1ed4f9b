// The cancellation and refund policy of spec §9, as plain data and one pure function: the web's
// /cancellation page renders this data, and the server's refund rules apply the function, so the page
// and the refunds can never disagree. No Node, ORM or React imports: both sides import this file.

export type PolicyServiceKind = 'hotel' | 'tour' | 'restaurant' | 'transport';

/** A notice period: from `min` to `max` (the same for a fixed period) hours or days before the start. */
export interface Notice {
  min: number;
  max: number;
  unit: 'hours' | 'days';
}

export interface PolicyCase {
  /** Stable id; the page translates `cancellation.cases.{id}`. */
  id: string;
  /** Free cancellation up to this notice before the start; absent when another rule applies. */
  notice?: Notice;
  /** Paid amounts are not returned (gorilla permits), though the booking may be transferable. */
  refundable: boolean;
  transferable?: boolean;
  /** Groups from this size (rooms, guests) agree their own terms with the provider. */
  groupFrom?: number;
  customTerms?: boolean;
  /** Cancelled by the provider for weather: full refund or a new date, the traveller's choice. */
  fullRefundOrReschedule?: boolean;
}

export const cancellationPolicy = {
  lastUpdated: '2025-10-04',
  /** Many bookings may be cancelled free of charge shortly after confirmation. */
  freeAfterConfirmation: { min: 24, max: 48, unit: 'hours' } satisfies Notice,
  services: {
    hotel: [
      { id: 'hotelStandard', notice: { min: 24, max: 48, unit: 'hours' }, refundable: true },
      { id: 'hotelPeakSeason', notice: { min: 7, max: 7, unit: 'days' }, refundable: true },
      { id: 'hotelGroup', groupFrom: 5, customTerms: true, refundable: true },
    ],
    tour: [
      { id: 'tourGorillaPermit', refundable: false, transferable: true },
      { id: 'tourMultiDaySafari', notice: { min: 7, max: 14, unit: 'days' }, refundable: true },
      { id: 'tourDayTour', notice: { min: 24, max: 48, unit: 'hours' }, refundable: true },
      { id: 'tourWeather', fullRefundOrReschedule: true, refundable: true },
    ],
    restaurant: [
      { id: 'restaurantStandard', notice: { min: 2, max: 2, unit: 'hours' }, refundable: true },
      { id: 'restaurantSpecialEvent', notice: { min: 24, max: 24, unit: 'hours' }, refundable: true },
      { id: 'restaurantGroup', groupFrom: 8, notice: { min: 24, max: 48, unit: 'hours' }, refundable: true },
    ],
    transport: [
      { id: 'transportAirportTransfer', notice: { min: 4, max: 4, unit: 'hours' }, refundable: true },
      { id: 'transportMultiDayRental', notice: { min: 24, max: 48, unit: 'hours' }, refundable: true },
      { id: 'transportSafariVehicle', notice: { min: 7, max: 7, unit: 'days' }, refundable: true },
    ],
  } satisfies Record<PolicyServiceKind, readonly PolicyCase[]>,
  refundProcess: {
    /** The provider reviews a request within these business days... */
    reviewBusinessDays: { min: 1, max: 3 },
    /** ...then the money reaches the original payment method within these. */
    refundBusinessDays: { min: 5, max: 10 },
  },
} as const;

/** "24–48 hours", "7 days", in the reader's language (the policy page and the help chat say it alike). */
export function noticeText(notice: Notice, language: string): string {
  const unit = new Intl.NumberFormat(language === 'en' ? 'en-US' : `${language}-u-nu-latn`, {
    style: 'unit',
    unit: notice.unit === 'days' ? 'day' : 'hour',
    unitDisplay: 'long',
  });
  if (notice.min === notice.max) return unit.format(notice.max);
  // The unit follows the upper bound ("24–48 hours").
  return unit.formatRange ? unit.formatRange(notice.min, notice.max) : `${notice.min}–${unit.format(notice.max)}`;
}

/** "1–3" in the reader's digits. */
export function rangeText(bounds: { min: number; max: number }, language: string): string {
  const format = new Intl.NumberFormat(language === 'en' ? 'en-US' : `${language}-u-nu-latn`);
  return `${format.format(bounds.min)}–${format.format(bounds.max)}`;
}

export function noticeHours(notice: Notice, bound: 'min' | 'max' = 'max'): number {
  return notice[bound] * (notice.unit === 'days' ? 24 : 1);
}

export type RefundDecision =
  | { outcome: 'full'; reason: 'inNotice' | 'weather' }
  | { outcome: 'none'; reason: 'lateNotice' | 'nonRefundable'; transferable: boolean }
  | { outcome: 'custom'; reason: 'groupTerms' };

/**
 * What a cancellation gets back under the policy: a full refund when cancelled with at least the case's
 * notice (the longer end of a range, the firm promise), nothing after it or for non-refundable items,
 * the provider's own terms for large groups.
 */
export function refundFor(kind: PolicyServiceKind, caseId: string, hoursBeforeStart: number): RefundDecision {
  const policyCase: PolicyCase | undefined = (cancellationPolicy.services[kind] as readonly PolicyCase[]).find((entry) => entry.id === caseId);
  if (!policyCase) throw new Error(`No cancellation rule ${caseId} for ${kind}`);
  if (policyCase.fullRefundOrReschedule) return { outcome: 'full', reason: 'weather' };
  if (!policyCase.refundable) return { outcome: 'none', reason: 'nonRefundable', transferable: Boolean(policyCase.transferable) };
  if (policyCase.customTerms) return { outcome: 'custom', reason: 'groupTerms' };
  if (policyCase.notice && hoursBeforeStart >= noticeHours(policyCase.notice)) return { outcome: 'full', reason: 'inNotice' };
  return { outcome: 'none', reason: 'lateNotice', transferable: false };
}
