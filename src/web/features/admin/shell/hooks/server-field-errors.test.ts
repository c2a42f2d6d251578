import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '#web/lib/api-client.ts';
import { showServerFieldErrors } from './server-field-errors';

describe('showServerFieldErrors', () => {
  it('puts each known field’s message under it, focusing the first, and leaves the others to the banner', () => {
    const setError = vi.fn();
    const error = new ApiError(400, 'غير صالح', { title: 'العنوان مطلوب', version: 'قديم', body: 'طويل' });
    expect(showServerFieldErrors(error, ['title', 'body'], setError)).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['title', { type: 'server', message: 'العنوان مطلوب' }, { shouldFocus: true }],
      ['body', { type: 'server', message: 'طويل' }, { shouldFocus: false }],
    ]);
  });

  it('says so when no field got a message', () => {
    const setError = vi.fn();
    expect(showServerFieldErrors(new ApiError(500, 'خطأ'), ['title'], setError)).toBe(false);
    expect(showServerFieldErrors(new Error('network'), ['title'], setError)).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
