// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicMessages } from '#shared/messages/public.ts';
import { ShareOptions } from './share-options';

const m = publicMessages.share;
const shared = { title: 'خبر العائلة', url: 'https://family.example/news/3' };

describe('ShareOptions', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('closes when a service is chosen, and offers the share sheet only when given one', async () => {
    const onLeave = vi.fn();
    const onShareNatively = vi.fn();
    render(
      <ShareOptions id="p" shared={shared} position="" onShareNatively={onShareNatively} onLeave={onLeave} />,
    );
    const whatsapp = screen.getByRole('link', { name: m.whatsapp });
    whatsapp.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(whatsapp);
    expect(onLeave).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: m.nativeShare }));
    expect(onShareNatively).toHaveBeenCalledOnce();
    cleanup();
    render(<ShareOptions id="p" shared={shared} position="" onShareNatively={undefined} onLeave={onLeave} />);
    expect(screen.queryByRole('button', { name: m.nativeShare })).toBeNull();
  });

  it('says so in red when the link could not be copied', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    // Nor the old way: no copy command in this browser.
    document.execCommand = () => false;
    render(
      <ShareOptions id="p" shared={shared} position="" onShareNatively={undefined} onLeave={() => {}} />,
    );
    await user.click(screen.getByRole('button', { name: m.copyLink }));
    const status = await screen.findByText(m.copyFailed);
    expect(status.getAttribute('role')).toBe('status');
    expect(status.className).toContain('text-red-700');
  });
});
