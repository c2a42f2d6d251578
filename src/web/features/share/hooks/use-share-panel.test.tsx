// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useDismiss, useSharePanel } from './use-share-panel';

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(navigator, 'share');
});

function Disclosure() {
  const [open, setOpen] = useState(true);
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  useDismiss(open, container, trigger, () => setOpen(false));
  return (
    <>
      <p>خارج</p>
      <div ref={container}>
        <button ref={trigger} type="button" onClick={() => setOpen(true)}>
          {open ? 'مفتوح' : 'مغلق'}
        </button>
        <span>داخل</span>
      </div>
    </>
  );
}

describe('useDismiss', () => {
  it('closes on a press outside, not inside', () => {
    render(<Disclosure />);
    fireEvent.pointerDown(screen.getByText('داخل'));
    expect(screen.getByRole('button').textContent).toBe('مفتوح');
    fireEvent.pointerDown(screen.getByText('خارج'));
    expect(screen.getByRole('button').textContent).toBe('مغلق');
  });

  it('closes on Escape and gives the focus back to the button', () => {
    render(<Disclosure />);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.getByRole('button').textContent).toBe('مغلق');
    expect(document.activeElement).toBe(screen.getByRole('button'));
  });
});

describe('useSharePanel', () => {
  it('shares the page’s address made absolute, and its title, when it opens', () => {
    document.title = 'عائلة النموذج';
    const { result } = renderHook(() =>
      useSharePanel({ title: undefined, url: '/news/3', preferNative: false }),
    );
    act(() => result.current.toggle());
    expect(result.current.open).toBe(true);
    expect(result.current.shared).toEqual({
      title: 'عائلة النموذج',
      url: new URL('/news/3', window.location.href).href,
    });
    act(() => result.current.toggle());
    expect(result.current.open).toBe(false);
  });

  it('goes to the share sheet when preferred, and takes a sheet the visitor closed as done', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('closed', 'AbortError'));
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { result } = renderHook(() => useSharePanel({ title: 'خبر', url: '/news/3', preferNative: true }));
    expect(result.current.canNativeShare).toBe(true);
    await act(async () => result.current.toggle());
    expect(share).toHaveBeenCalledOnce();
    expect(result.current.open).toBe(false);
  });

  it('opens the panel instead where the sheet is refused', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('no', 'NotAllowedError'));
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { result } = renderHook(() => useSharePanel({ title: 'خبر', url: '/news/3', preferNative: true }));
    await act(async () => result.current.toggle());
    expect(result.current.open).toBe(true);
    expect(result.current.shared.title).toBe('خبر');
  });
});
