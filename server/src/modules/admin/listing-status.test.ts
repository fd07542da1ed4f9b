import { describe, expect, it } from 'vitest';
import { DomainError } from '../../errors.js';
import { readStatusRequest, type StatusPath, statusFlags } from './listing-status.js';

const refusal = (path: StatusPath, body: unknown) => {
  try {
    readStatusRequest(path, statusFlags.parse(body));
  } catch (error) {
    return error instanceof DomainError ? { code: error.code, field: error.field } : error;
  }
  return null;
};

describe('generic status update: one answer for every variant the old admin client tried', () => {
  const variants: Array<[StatusPath, unknown, boolean | undefined]> = [
    ['status', { status: 'active' }, true],
    ['status', { status: 'inactive' }, false],
    ['status', { status: 'BANNED' }, false],
    ['status', { status: 'enabled' }, true],
    ['status', { status: false }, false],
    ['item', { active: true }, true],
    ['item', { active: 'false' }, false],
    ['item', { is_active: 1 }, true],
    ['item', { is_active: 0 }, false],
    ['status', { enabled: true }, true],
    ['status', { enabled: false }, false],
    ['status', { disabled: true }, false],
    ['status', { disabled: false }, true],
    ['status', { banned: true }, false],
    ['status', { banned: 'false' }, true],
    ['ban', undefined, false],
    ['ban', { banned: true }, false],
    ['unban', {}, true],
    ['unban', { banned: false }, true],
    ['item', { name: 'Renamed' }, undefined],
    ['item', { status: 'active', active: true, is_active: true }, true],
  ];
  it.each(variants)('%s with %j reads as active=%s', (path, body, active) => {
    expect(readStatusRequest(path, statusFlags.parse(body))).toBe(active);
  });

  it('refuses what it cannot read, naming the field', () => {
    expect(refusal('status', {})).toEqual({ code: 'BAD_USER_INPUT', field: 'status' });
    expect(refusal('status', { status: 'sleeping' })).toEqual({ code: 'BAD_USER_INPUT', field: 'status' });
    expect(refusal('item', { active: 'maybe' })).toEqual({ code: 'BAD_USER_INPUT', field: 'active' });
    expect(refusal('item', { active: true, disabled: true })).toEqual({ code: 'BAD_USER_INPUT', field: 'disabled' });
    expect(refusal('ban', { active: true })).toEqual({ code: 'BAD_USER_INPUT', field: 'active' });
    expect(refusal('unban', { banned: true })).toEqual({ code: 'BAD_USER_INPUT', field: 'banned' });
  });
});
