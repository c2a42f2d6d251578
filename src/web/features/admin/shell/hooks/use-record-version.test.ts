// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api-client.ts';
import { useRecordVersion, versionIn, type VersionedRecord } from './use-record-version';

interface Article {
  title: string;
  body: string;
}

const opened: Article = { title: 'عنوان', body: 'نص' };
const versioned: VersionedRecord<Article> = {
  version: 3,
  toFormValues: (current) => ({ title: String(current.title), body: String(current.body) }),
};
const stale = (current: object) => new ApiError(409, 'قديمة', {}, false, { current });

function renderVersion(record: VersionedRecord<Article> | undefined, typed: Article = opened) {
  return renderHook(() => useRecordVersion(record, opened, () => typed)).result;
}

describe('useRecordVersion', () => {
  it('stamps each save with the version it holds, the one a save answered next', () => {
    const result = renderVersion(versioned);
    expect(result.current.stamp({ title: 'x' })).toEqual({ title: 'x', version: 3 });
    result.current.saved({ data: { version: 4 } });
    expect(result.current.stamp({ title: 'x' })).toEqual({ title: 'x', version: 4 });
    // An answer without a version keeps the one held.
    result.current.saved({ success: true });
    expect(result.current.stamp({})).toEqual({ version: 4 });
  });

  it('adds nothing to a record that has no version', async () => {
    const result = renderVersion(undefined);
    expect(result.current.stamp({ title: 'x' })).toEqual({ title: 'x' });
    expect(await result.current.openConflict(stale({ title: 'y', body: 'نص', version: 4 }))).toBe(false);
  });

  it('opens a conflict on a 409 naming the current record, and adopting it moves to its version', async () => {
    const result = renderVersion(versioned, { title: 'عنوان', body: 'نصي' });
    expect(await result.current.openConflict(new ApiError(500, 'خطأ'))).toBe(false);
    await act(async () => {
      expect(await result.current.openConflict(stale({ title: 'عنوان غيري', body: 'نص', version: 7 }))).toBe(
        true,
      );
    });
    expect(result.current.conflict?.rows.map((row) => [row.field, row.now])).toEqual([
      ['title', 'عنوان غيري'],
    ]);
    let adopted: Article | null = null;
    act(() => {
      adopted = result.current.adoptLatest();
    });
    expect(adopted).toEqual({ title: 'عنوان غيري', body: 'نص' });
    expect(result.current.openedValues()).toEqual(adopted);
    expect(result.current.conflict).toBeNull();
    expect(result.current.stamp({})).toEqual({ version: 7 });
    // Once adopted, there is nothing left to adopt.
    expect(result.current.adoptLatest()).toBeNull();
  });

  it('reads the version of a saved answer or of a bare record', () => {
    expect(versionIn({ data: { version: 2 } })).toBe(2);
    expect(versionIn({ version: 5 })).toBe(5);
    expect(versionIn({ data: {} })).toBeUndefined();
    expect(versionIn(null)).toBeUndefined();
  });
});
