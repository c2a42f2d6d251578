// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { publicMessages } from '#shared/messages/public.ts';
import { setupUserOnFakeTimers } from '#web/testing/user-on-fake-timers.ts';
import { SharePanel } from './share-panel';

const m = publicMessages.share;
const title = 'المهندسة ريم الفلاني تفوز بجائزة الابتكار التقني';
const url = 'https://family.example/news/3';

let user: ReturnType<typeof userEvent.setup>;

async function openPanel() {
  await user.click(screen.getByRole('button', { name: m.share }));
  return screen.getByRole('region', { name: m.options });
}

describe('SharePanel', () => {
  beforeEach(() => {
    user = userEvent.setup();
  });

  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'share');
  });

  it('opens and closes on its button, with aria-expanded following', async () => {
    render(<SharePanel title={title} url={url} />);
    const button = screen.getByRole('button', { name: m.share });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await openPanel();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await user.click(button);
    expect(screen.queryByRole('region', { name: m.options })).toBeNull();
  });

  it('closes on an outside click but not on a click inside', async () => {
    render(
      <div>
        <p>خارج</p>
        <SharePanel title={title} url={url} />
      </div>,
    );
    const panel = await openPanel();
    await user.click(panel);
    expect(screen.queryByRole('region', { name: m.options })).not.toBeNull();
    await user.click(screen.getByText('خارج'));
    expect(screen.queryByRole('region', { name: m.options })).toBeNull();
  });

  it('closes on Escape and gives focus back to its button', async () => {
    render(<SharePanel title={title} url={url} />);
    const panel = await openPanel();
    // From the button, Tab goes into the panel: the focus must come back from there.
    await user.tab();
    expect(panel.contains(document.activeElement)).toBe(true);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: m.options })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: m.share }));
  });

  it('shows the title trimmed to 25 characters and links to the four services', async () => {
    render(<SharePanel title={title} url={url} />);
    const panel = await openPanel();
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

  it('offers the native share only where the browser has it', async () => {
    render(<SharePanel title={title} url={url} />);
    await openPanel();
    expect(screen.queryByRole('button', { name: m.nativeShare })).toBeNull();
    cleanup();
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    render(<SharePanel title={title} url={url} />);
    await openPanel();
    await user.click(screen.getByRole('button', { name: m.nativeShare }));
    expect(share).toHaveBeenCalledWith({ title, url });
  });

  it('goes straight to the share sheet when asked to and the browser has one', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    render(<SharePanel title={title} url={url} preferNative />);
    await user.click(screen.getByRole('button', { name: m.share }));
    expect(share).toHaveBeenCalledWith({ title, url });
    expect(screen.queryByRole('region', { name: m.options })).toBeNull();
  });

  it('falls back to the panel when the share sheet is refused', async () => {
    const share = vi.fn().mockRejectedValue(new DOMException('no', 'NotAllowedError'));
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    render(<SharePanel title={title} url={url} preferNative />);
    await user.click(screen.getByRole('button', { name: m.share }));
    expect(await screen.findByRole('region', { name: m.options })).toBeTruthy();
  });

  it('opens the panel when asked to prefer a share sheet the browser lacks', async () => {
    render(<SharePanel title={title} url={url} preferNative />);
    expect(await openPanel()).toBeTruthy();
  });

  it('copies the link and says so for two seconds', async () => {
    user = setupUserOnFakeTimers();
    // Spied on after the setup, which puts user-event's own clipboard on the navigator.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    render(<SharePanel title={title} url={url} />);
    await openPanel();
    await user.click(screen.getByRole('button', { name: m.copyLink }));
    // The clipboard answers in a promise; the fake clock stays where it is while it settles.
    await act(() => vi.advanceTimersByTimeAsync(0));
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

  it('shares the current page and its title when given neither', async () => {
    document.title = 'عائلة الفلاني | الرئيسية';
    render(<SharePanel />);
    await openPanel();
    const href = screen.getByRole('link', { name: m.telegram }).getAttribute('href') ?? '';
    const params = new URL(href).searchParams;
    expect(params.get('url')).toBe(window.location.href);
    expect(params.get('text')).toBe(document.title);
  });
});
