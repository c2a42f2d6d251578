// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '#shared/api-paths.ts';
import { familyMailMessages as m } from '#shared/messages/family-mail.ts';
import { pushMessages } from '#shared/messages/push.ts';
import type { FamilyMail } from '#shared/schemas/family-mail.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { MailChoices } from './mail-choices';

/** The section against a server that answers `stored`, and saves whatever it is sent. */
function renderChoices(stored: FamilyMail) {
  const sent: unknown[] = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    if (String(input) === api.family.mailUpdate) {
      const body = JSON.parse(String(init?.body)) as { kinds: FamilyMail['kinds'] };
      sent.push(body);
      const data = { ...stored, kinds: body.kinds };
      return new Response(JSON.stringify({ success: true, message: m.saved, data }), { status: 200 });
    }
    return new Response(JSON.stringify({ success: true, data: stored }), { status: 200 });
  });
  const router = createMemoryRouter([{ path: '/family/account', element: <MailChoices /> }], {
    initialEntries: ['/family/account'],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { sent, view, client };
}

describe('«رسائل البريد الإلكتروني» on «حسابي»', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('shows the address and the kinds stored, and saves the kinds ticked in the site’s order', async () => {
    const { sent } = renderChoices({ available: true, email: 'me@example.com', kinds: ['death'] });
    expect(await screen.findByRole('heading', { name: m.heading })).toBeTruthy();
    expect(screen.getByText('me@example.com')).toBeTruthy();
    const box = (kind: keyof typeof pushMessages.kinds) =>
      screen.getByRole('checkbox', { name: pushMessages.kinds[kind] }) as HTMLInputElement;
    expect(box('death').checked).toBe(true);
    expect(box('news').checked).toBe(false);
    await userEvent.click(box('news'));
    await userEvent.click(box('wedding'));
    await userEvent.click(screen.getByRole('button', { name: m.save }));
    await waitFor(() => expect(sent).toEqual([{ kinds: ['death', 'wedding', 'news'] }]));
  });

  it('without an address, leads to «بياناتي»; where the site sends no e-mail, shows nothing', async () => {
    renderChoices({ available: true, email: '', kinds: [] });
    expect((await screen.findByRole('link', { name: m.addAddress })).getAttribute('href')).toBe('/family/me');
    cleanup();
    vi.restoreAllMocks();
    const { view, client } = renderChoices({ available: false, email: 'me@example.com', kinds: [] });
    await waitFor(() => expect(client.getQueryData(queryKeys.family.mail)).toBeDefined());
    expect(view.container.textContent).toBe('');
  });
});
