// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commonMessages } from '#shared/messages/common.ts';
import { publicMessages } from '#shared/messages/public.ts';
import type { NotablePerson } from '#shared/schemas/notable-person.ts';
import { NotablePreview } from './notable-preview';

const longBio = Array.from({ length: 30 }, (_, i) => `كلمة${i + 1}`).join(' ');

const person = (id: string, order: number, bio = longBio): NotablePerson => ({
  id,
  name: `شخصية ${id}`,
  position: 'منصب',
  category: 'political',
  image: '',
  bio,
  period: '',
  order,
});

function renderWith(body: unknown, status = 200) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
      ),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/', element: <NotablePreview /> }]);
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('NotablePreview', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the three lowest orders with bios cut to 20 words and a badge', async () => {
    renderWith([
      person('a', 7),
      person('b', 1),
      person('c', 99),
      person('d', 2, 'سيرة قصيرة'),
      person('e', 3),
    ]);
    const names = await screen.findAllByRole('heading', { level: 3 });
    expect(names.map((h) => h.textContent)).toEqual(['شخصية b', 'شخصية d', 'شخصية e']);
    const cut = screen.getAllByText(/كلمة1 /)[0]!.textContent ?? '';
    expect(cut.endsWith('...')).toBe(true);
    expect(cut.replace(/\.\.\.$/, '').split(' ')).toHaveLength(20);
    expect(screen.getByText('سيرة قصيرة')).toBeTruthy();
    expect(screen.getAllByText(commonMessages.personCategories.political)).toHaveLength(3);
    expect(screen.getByRole('link', { name: publicMessages.home.allPeople }).getAttribute('href')).toBe(
      '/notable-people',
    );
  });

  it('shows the load error with a retry', async () => {
    renderWith({ success: false, error: 'x' }, 500);
    expect(await screen.findByText(publicMessages.notablePeople.loadError)).toBeTruthy();
    expect(screen.getByRole('button', { name: commonMessages.retry })).toBeTruthy();
  });
});
