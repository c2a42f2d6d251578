// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatArabicDate } from '../../../../shared/format/date';
import { commonMessages } from '../../../../shared/messages/common';
import { publicMessages } from '../../../../shared/messages/public';
import type { NewsItem } from '../../../../shared/schemas/news';
import { LatestNews } from './latest-news';

const item = (id: number, date: string): NewsItem => ({
  id,
  title: `خبر ${id}`,
  excerpt: `مقتطف ${id}`,
  content: 'نص',
  date,
  category: 'events',
  image: `/uploads/${id}.webp`,
  link: '',
});

function renderWith(response: () => Promise<Response>) {
  vi.stubGlobal('fetch', vi.fn(response));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '/', element: <LatestNews /> }]);
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const json =
  (body: unknown, status = 200) =>
  () =>
    Promise.resolve(
      new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }),
    );

describe('LatestNews', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the three newest items with date, badge, excerpt and read-more, and a link to all', async () => {
    renderWith(
      json({
        success: true,
        news: [item(1, '2024-01-01'), item(2, '2026-05-09'), item(3, '2025-03-13'), item(4, '2025-11-22')],
      }),
    );
    const headings = await screen.findAllByRole('heading', { level: 3 });
    expect(headings.map((h) => h.textContent)).toEqual(['خبر 2', 'خبر 4', 'خبر 3']);
    expect(screen.getByText(formatArabicDate('2026-05-09'))).toBeTruthy();
    expect(screen.getAllByText(commonMessages.newsCategories.events)).toHaveLength(3);
    expect(screen.getByText('مقتطف 2')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: publicMessages.news.readMoreAbout('خبر 2') }).getAttribute('href'),
    ).toBe('/news/2');
    expect(screen.getByRole('link', { name: publicMessages.home.allNews }).getAttribute('href')).toBe(
      '/news',
    );
  });

  it('says there is no news when the list is empty', async () => {
    renderWith(json({ success: true, news: [] }));
    expect(await screen.findByText(publicMessages.home.noNews)).toBeTruthy();
  });

  it('renders nothing at all when the news cannot be loaded (SPEC §8: hidden on home)', async () => {
    const { container } = renderWith(json({ success: false, error: 'x' }, 500));
    await waitFor(() => expect(container.innerHTML).toBe(''));
    expect(screen.queryByText(publicMessages.news.loadError)).toBeNull();
  });
});
