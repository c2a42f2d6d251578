// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatArabicDate } from '#shared/format/date.ts';
import { commonMessages } from '#shared/messages/common.ts';
import { publicMessages } from '#shared/messages/public.ts';
import type { NewsItem } from '#shared/schemas/news.ts';
import { cardImageSizes } from '#web/components/ui/responsive-image.tsx';
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

  it('offers each stored copy of an uploaded image, lazily, at the width of a card in the grid', async () => {
    renderWith(
      json({
        success: true,
        news: [{ ...item(1, '2026-05-09'), image: '/uploads/abc_1600x1067.webp' }, item(2, '2025-01-01')],
      }),
    );
    await screen.findAllByRole('heading', { level: 3 });
    const [uploaded, old] = [...document.querySelectorAll('article img')];
    const avif = uploaded!.closest('picture')!.querySelector('source[type="image/avif"]')!;
    expect(avif.getAttribute('srcset')).toBe(
      '/uploads/abc_1600x1067_320.avif 320w, /uploads/abc_1600x1067_640.avif 640w, ' +
        '/uploads/abc_1600x1067_1280.avif 1280w, /uploads/abc_1600x1067.avif 1600w',
    );
    expect(avif.getAttribute('sizes')).toBe(cardImageSizes.home);
    expect(uploaded!.getAttribute('src')).toBe('/uploads/abc_1600x1067.webp');
    expect(uploaded!.getAttribute('sizes')).toBe(cardImageSizes.home);
    expect([uploaded!.getAttribute('width'), uploaded!.getAttribute('height')]).toEqual(['1600', '1067']);
    expect(uploaded!.getAttribute('loading')).toBe('lazy');
    // An image stored before copies existed is shown as it is.
    expect(old!.closest('picture')).toBeNull();
    expect(old!.getAttribute('src')).toBe('/uploads/2.webp');
  });

  it('says there is no news when the list is empty', async () => {
    renderWith(json({ success: true, news: [] }));
    expect(await screen.findByText(publicMessages.home.noNews)).toBeTruthy();
  });

  it('renders nothing at all when the news cannot be loaded (hidden on home)', async () => {
    const { container } = renderWith(json({ success: false, error: 'x' }, 500));
    await waitFor(() => expect(container.innerHTML).toBe(''));
    expect(screen.queryByText(publicMessages.news.loadError)).toBeNull();
  });
});
