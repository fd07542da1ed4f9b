// A hotel's star rating as spec §4 gives it: a number from 0 to 5 with one decimal (3.6, 4.5, 5), not half steps.
// The partner's form, the admin's form and the seed all keep to it.
import { decimal } from '../../../validation.js';

/** Ten steps a star: what the forms' number inputs step by. */
export const STARS_STEP = 0.1;

/** 0 to 5, at most one decimal. */
export const starRating = decimal(0, 5).refine((value) => Math.abs(value * 10 - Math.round(value * 10)) < 1e-9, {
  error: 'must have at most one decimal',
});
