// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicMessages } from '#shared/messages/public.ts';
import type { NewsItem } from '#shared/schemas/news.ts';
import { cardImageSizes } from '#web/components/ui/responsive-image.tsx';
import { NewsDetail } from './news-detail';
import { NewsPage } from './news-page';

// Decision 010: the public news pages offer every stored copy and say which image comes first.

const item = (id: number, date: string): NewsItem => ({
  id,
  title: `خبر ${id}`,
  excerpt: `مقتطف ${id}`,
  content: 'الفقرة الأولى.\n\nالفقرة الثانية.',
  date,
  category: 'events',
  image: `/uploads/news-${id}_1200x800.webp`,
  link: '',
});

function renderAt(path: string, route: string, element: ReactNode, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }),
      ),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: route, element }], { initialEntries: [path] });
  return render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const avifOf = (img: Element) => img.closest('picture')?.querySelector('source[type="image/avif"]');

describe('news images', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('the news page fetches the first card’s image first and the others lazily, each from its copies', async () => {
    renderAt('/news', '/news', <NewsPage />, {
      success: true,
      news: [item(1, '2024-01-01'), item(2, '2026-05-09'), item(3, '2025-03-13')],
    });
    await screen.findAllByRole('heading', { level: 2 });
    const images = [...document.querySelectorAll('article img')];
    expect(images.map((img) => img.getAttribute('src'))).toEqual([
      '/uploads/news-2_1200x800.webp',
      '/uploads/news-3_1200x800.webp',
      '/uploads/news-1_1200x800.webp',
    ]);
    expect(images.map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['lazy', null],
      ['lazy', null],
    ]);
    expect(avifOf(images[0]!)?.getAttribute('srcset')).toBe(
      '/uploads/news-2_1200x800_320.avif 320w, /uploads/news-2_1200x800_640.avif 640w, ' +
        '/uploads/news-2_1200x800.avif 1200w',
    );
    expect(avifOf(images[0]!)?.getAttribute('sizes')).toBe(cardImageSizes.page);
  });

  it('the detail page’s image is its main one, and the lightbox offers the widest copies', async () => {
    const user = userEvent.setup();
    renderAt('/news/2', '/news/:id', <NewsDetail id="2" />, {
      success: true,
      news: { ...item(2, '2026-05-09'), members: [] },
    });
    const img = await screen.findByRole('img', { name: publicMessages.news.imageAlt('خبر 2') });
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('srcset')).toBe(
      '/uploads/news-2_1200x800_320.webp 320w, /uploads/news-2_1200x800_640.webp 640w, ' +
        '/uploads/news-2_1200x800.webp 1200w',
    );
    expect(img.getAttribute('sizes')).toBe('(min-width: 768px) 736px, calc(100vw - 2rem)');
    expect(avifOf(img)?.getAttribute('srcset')).toContain('/uploads/news-2_1200x800.avif 1200w');

    await user.click(screen.getByRole('button', { name: publicMessages.news.enlargeImage }));
    const lightbox = await screen.findByRole('dialog');
    const big = within(lightbox).getByRole('img');
    expect(big.getAttribute('sizes')).toBe('calc(100vw - 2rem)');
    expect(avifOf(big)?.getAttribute('srcset')).toBe(avifOf(img)?.getAttribute('srcset'));
  });

  it('the detail page hides an image that fails to load', async () => {
    renderAt('/news/2', '/news/:id', <NewsDetail id="2" />, {
      success: true,
      news: { ...item(2, '2026-05-09'), members: [] },
    });
    const img = await screen.findByRole('img', { name: publicMessages.news.imageAlt('خبر 2') });
    // Only the browser raises an image's error event: no user action can.
    fireEvent.error(img);
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('button', { name: publicMessages.news.enlargeImage })).toBeNull();
  });
});
