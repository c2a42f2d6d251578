import { describe, expect, it } from 'vitest';
import type { MemberSuggestion } from '#shared/schemas/member-suggestion.ts';
import { currentKeysOf, filterSuggestions, prefillOf } from './suggestion-queue';

function suggestion(overrides: Partial<MemberSuggestion>): MemberSuggestion {
  return {
    id: 1,
    memberId: 5,
    memberName: 'سالم',
    field: 'birth',
    message: 'سنة الميلاد خطأ',
    correctValue: '1932',
    name: 'زائر',
    phone: '',
    createdAt: '2025-01-01T00:00:00.000Z',
    read: false,
    status: 'open',
    member: null,
    proposer: null,
    proposal: null,
    ...overrides,
  };
}

describe('the suggestion queue', () => {
  it('shows what waits by default, what was done on request, or everything', () => {
    const list = [
      suggestion({ id: 1, status: 'open' }),
      suggestion({ id: 2, status: 'applied' }),
      suggestion({ id: 3, status: 'dismissed' }),
    ];
    expect(filterSuggestions(list, 'open').map((s) => s.id)).toEqual([1]);
    expect(filterSuggestions(list, 'applied').map((s) => s.id)).toEqual([2]);
    expect(filterSuggestions(list, 'dismissed').map((s) => s.id)).toEqual([3]);
    expect(filterSuggestions(list, 'all').map((s) => s.id)).toEqual([1, 2, 3]);
  });

  it('prefills the form only where the field is text and a value was given', () => {
    expect(prefillOf({ field: 'birth', correctValue: ' 1932 ' })).toEqual({ field: 'birth', value: '1932' });
    expect(prefillOf({ field: 'name', correctValue: 'سالم بن حمد' })).toEqual({
      field: 'name',
      value: 'سالم بن حمد',
    });
    expect(prefillOf({ field: 'bio', correctValue: 'نبذة' })?.field).toBe('bio');
    expect(prefillOf({ field: 'death', correctValue: '   ' })).toBeNull();
    for (const field of ['parents', 'spouse', 'photo', 'other'] as const) {
      expect(prefillOf({ field, correctValue: 'شيء' }), field).toBeNull();
    }
  });

  it('marks the current values a suggestion is about', () => {
    expect(currentKeysOf('name')).toEqual(['name', 'nasab']);
    expect(currentKeysOf('parents')).toEqual(['father', 'mother']);
    expect(currentKeysOf('spouse')).toEqual(['spouses']);
    expect(currentKeysOf('death')).toEqual(['death']);
    expect(currentKeysOf('other')).toEqual([]);
  });
});
