// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { pointerDown } from '../../../testing/native-events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publicMessages } from '../../../../shared/messages/public';
import { SharePanel } from './share-panel';

const m = publicMessages.share;
const title = 'المهندسة ريم الفلاني تفوز بجائزة الابتكار التقني';
const url = 'https://family.example/news/3';

function openPanel() {
  fireEvent.click(screen.getByRole('button', { name: m.share }));
  return screen.getByRole('region', { name: m.options });
}

describe('SharePanel', () => {
  let writeText: ReturnType<typeof vi.fn>;

  beforeEach(() => {
    writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  });

  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, 'share');
  });

  it('opens and closes on its button, with aria-expanded following', () => {
    render(<SharePanel title={title} url={url} />);
    const button = screen.getByRole('button', { name: m.share });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    openPanel();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(button);
    expect(screen.queryByRole('region', { name: m.options })).toBeNull();
  });

  it('closes on an outside click but not on a click inside', () => {
    render(
      <div>
        <p>خارج</p>
        <SharePanel title={title} url={url} />
      </div>,
    );
    const panel = openPanel();
    pointerDown(panel);
    expect(screen.queryByRole('region', { name: m.options })).not.toBeNull();
    pointerDown(screen.getByText('خارج'));
    expect(screen.queryByRole('region', { name: m.options })).toBeNull();
  });

  it('closes on Escape and gives focus back to its button', () => {
    render(<SharePanel title={title} url={url} />);
    openPanel();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('region', { name: m.options })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: m.share }));
  });

  it('shows the title trimmed to 25 characters and links to the four services', () => {
    render(<SharePanel title={title} url={url} />);
    const panel = openPanel();
    const shown = panel.querySelector('p')?.textContent ?? '';
    expect(Array.from(shown).length).toBeLessThanOrEqual(25);
    expect(shown.endsWith('…')).toBe(true);
    const hrefs = [m.whatsapp, m.telegram, m.x, m.facebook].map(
      (name) => screen.getByRole('link', { name }).getAttribute('href') ?? '',
    );
    expect(hrefs[0]).toContain('https://wa.me/?text=');
    expect(hrefs[1]).toContain('https://t.me/share/url?');
    expect(hrefs[2]).toContain('https://twitter.com/intent/tweet?');
    expect(hrefs[3]).toContain('https://www.facebook.com/sharer/sharer.php?u=');
    for (const href of hrefs) expect(href).toContain(encodeURIComponent(url));
    for (const link of screen.getAllByRole('link')) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('offers the native share only where the browser has it', () => {
    render(<SharePanel title={title} url={url} />);
    openPanel();
    expect(screen.queryByRole('button', { name: m.nativeShare })).toBeNull();
    cleanup();
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    render(<SharePanel title={title} url={url} />);
    openPanel();
    fireEvent.click(screen.getByRole('button', { name: m.nativeShare }));
    expect(share).toHaveBeenCalledWith({ title, url });
  });

  it('goes straight to the share sheet when asked to and the browser has one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    render(<SharePanel title={title} url={url} preferNative />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: m.share }));
    });
    expect(share).toHaveBeenCalledWith({ title, url });
    expect(screen.queryByRole('region', { name: m.options })).toBeNull();
  });

  it('falls back to the panel when the share sheet is refused', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('no', 'NotAllowedError'));
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    render(<SharePanel title={title} url={url} preferNative />);
    fireEvent.click(screen.getByRole('button', { name: m.share }));
    expect(await screen.findByRole('region', { name: m.options })).toBeTruthy();
  });

  it('opens the panel when asked to prefer a share sheet the browser lacks', () => {
    render(<SharePanel title={title} url={url} preferNative />);
    expect(openPanel()).toBeTruthy();
  });

  it('copies the link and says so for two seconds', async () => {
    vi.useFakeTimers();
    render(<SharePanel title={title} url={url} />);
    openPanel();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: m.copyLink }));
    });
    expect(writeText).toHaveBeenCalledWith(url);
    expect(screen.getByRole('status').textContent).toBe(m.copied);
    act(() => {
      vi.advanceTimersByTime(1900);
    });
    expect(screen.getByRole('status').textContent).toBe(m.copied);
    act(() => {
      vi.advanceTimersByTime(200);
    });
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('shares the current page and its title when given neither', () => {
    document.title = 'عائلة الفلاني | الرئيسية';
    render(<SharePanel />);
    openPanel();
    const href = screen.getByRole('link', { name: m.telegram }).getAttribute('href') ?? '';
    const params = new URL(href).searchParams;
    expect(params.get('url')).toBe(window.location.href);
    expect(params.get('text')).toBe(document.title);
  });
});
