// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { beforeEach, describe, expect, it } from 'vitest';
import { formDraftKey, readDraft, useFormDraft } from './use-form-draft';

interface Values {
  title: string;
  category: string;
}

function useDraftedForm(key: string) {
  const form = useForm<Values>({ defaultValues: { title: '', category: 'events' } });
  const draft = useFormDraft(form, key);
  // Read during render, as the forms do, so react-hook-form tracks it.
  return { form, draft, isDirty: form.formState.isDirty };
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

  it('restores a draft over the starting values as unsaved edits', () => {
    const key = formDraftKey('news');
    sessionStorage.setItem(key, JSON.stringify({ title: 'من المسودة', category: 'occasions' }));
    const { result } = renderHook(() => useDraftedForm(key));
    let restored = false;
    act(() => {
      restored = result.current.draft.restore({ title: 'من الخادم', category: 'events' });
    });
    expect(restored).toBe(true);
    expect(result.current.form.getValues()).toEqual({ title: 'من المسودة', category: 'occasions' });
    expect(result.current.isDirty).toBe(true);
  });

  it('a reset does not overwrite the draft; clear removes it', () => {
    const key = formDraftKey('person', 'new');
    sessionStorage.setItem(key, JSON.stringify({ title: 'محفوظ' }));
    const { result } = renderHook(() => useDraftedForm(key));
    act(() => result.current.form.reset({ title: '', category: 'events' }));
    expect(readDraft<Values>(key)).toEqual({ title: 'محفوظ' });
    act(() => result.current.draft.clear());
    expect(sessionStorage.getItem(key)).toBeNull();
    let restored = true;
    act(() => {
      restored = result.current.draft.restore({ title: '', category: 'events' });
    });
    expect(restored).toBe(false);
  });
});
