// Reading what people type into account forms: trimmed, lower-cased where it matters, checked once.
import { badInput } from '../../errors.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './account-rules.js';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function readEmail(value: string | null | undefined, field = 'email'): string {
  const email = (value ?? '').trim().toLowerCase();
  if (!email) throw badInput(field, 'Email is required.');
  if (email.length > 254 || !EMAIL_PATTERN.test(email)) throw badInput(field, 'Please enter a valid email address.');
  return email;
}

/** Spec §5 and §9: at least 8 characters; the confirmation, when sent, must match. */
export function readNewPassword(value: string | null | undefined, field = 'password', confirmation?: string | null): string {
  const password = value ?? '';
  if (!password) throw badInput(field, 'Password is required.');
  if (password.length < PASSWORD_MIN_LENGTH) throw badInput(field, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`);
  if (password.length > PASSWORD_MAX_LENGTH) throw badInput(field, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);
  if (confirmation != null && confirmation !== password) throw badInput('passwordConfirmation', 'Passwords do not match');
  return password;
}

export function readToken(value: string | null | undefined, field = 'token'): string {
  const token = (value ?? '').trim();
  if (!token) throw badInput(field, 'Token is required.');
  if (token.length > 200) throw badInput(field, 'This link is invalid or has expired.');
  return token;
}

/** A name, city and the like: trimmed, empty means none, bounded. */
export function readText(value: string | null | undefined, field: string, label: string, max = 80): string | null {
  const text = value?.trim() ?? '';
  if (text.length > max) throw badInput(field, `${label} must be at most ${max} characters.`);
  return text || null;
}

/** International format as the profile screen builds it: dial code, then digits, spaces or dashes. */
export function readPhone(value: string | null | undefined, field = 'phone'): string | null {
  const phone = value?.trim() ?? '';
  if (!phone) return null;
  const digits = phone.replace(/[\s().-]/g, '');
  if (!/^\+?[0-9]{6,15}$/.test(digits)) throw badInput(field, 'Please enter a valid phone number, like +250 788 123 456.');
  return phone.replace(/\s+/g, ' ');
}
