// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { beforeEach, describe, expect, it } from 'vitest';
import { formDraftKey, readDraft, useFormDraft } from './use-form-draft';

interface Values {
  title: string;
  category: string;
}

function useDraftedForm(key: string | null, start: Values = { title: '', category: 'events' }) {
  const form = useForm<Values>({ defaultValues: start });
  const clear = useFormDraft(form, key);
  // Read during render, as the forms do, so react-hook-form tracks it.
  return { form, clear, isDirty: form.formState.isDirty };
}

describe('useFormDraft', () => {
  beforeEach(() => sessionStorage.clear());

  it('keeps what is typed, per form and item', () => {
    const key = formDraftKey('news', 7);
    expect(key).toBe('nasab:draft:news:7');
    const { result } = renderHook(() => useDraftedForm(key));
    act(() => result.current.form.setValue('title', 'عنوان'));
    expect(readDraft<Values>(key)).toEqual({ title: 'عنوان', category: 'events' });
    expect(readDraft(formDraftKey('news'))).toBeNull();
  });

  it('lays a draft over the starting values as unsaved edits, once, on mount', () => {
    const key = formDraftKey('news');
    sessionStorage.setItem(key, JSON.stringify({ title: 'من المسودة', category: 'occasions' }));
    const { result, rerender } = renderHook(() =>
      useDraftedForm(key, { title: 'من الخادم', category: 'events' }),
    );
    expect(result.current.form.getValues()).toEqual({ title: 'من المسودة', category: 'occasions' });
    expect(result.current.isDirty).toBe(true);
    // What is typed afterwards stays: nothing resets the form later.
    act(() => result.current.form.setValue('title', 'بعد الكتابة', { shouldDirty: true }));
    rerender();
    expect(result.current.form.getValues('title')).toBe('بعد الكتابة');
  });

  it('starts clean without a draft, and clear removes one', () => {
    const key = formDraftKey('person', 'new');
    const { result } = renderHook(() => useDraftedForm(key, { title: 'محفوظ', category: 'events' }));
    expect(result.current.isDirty).toBe(false);
    act(() => result.current.form.setValue('title', 'جديد'));
    expect(readDraft<Values>(key)).toEqual({ title: 'جديد', category: 'events' });
    // A reset after saving is not an edit: it does not overwrite the draft.
    act(() => result.current.form.reset({ title: 'بعد الحفظ', category: 'events' }));
    expect(readDraft<Values>(key)).toEqual({ title: 'جديد', category: 'events' });
    act(() => result.current.clear());
    expect(sessionStorage.getItem(key)).toBeNull();
  });

  it('keeps nothing when told to (passwords)', () => {
    const { result } = renderHook(() => useDraftedForm(null));
    act(() => result.current.form.setValue('title', 'سر'));
    expect(sessionStorage.length).toBe(0);
  });
});
