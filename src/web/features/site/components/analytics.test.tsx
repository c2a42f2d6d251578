// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SiteSettings } from '#shared/schemas/site-settings.ts';
import { Analytics } from './analytics';

const settings: SiteSettings = {
  familyName: 'عائلة الفلاني',
  founderName: 'سالم',
  tagline: '',
  heroText: '',
  email: '',
  phone1: '',
  phone2: '',
  address: '',
  socialX: '',
  socialInstagram: '',
  socialFacebook: '',
  socialYoutube: '',
  socialSnapchat: '',
  analyticsId: '',
  privacyLiving: 'limited',
  hideWomenPhotos: false,
  requireOwnerTwoFactor: false,
  noticeOpening: 'انتقل إلى رحمة الله تعالى',
  noticeHonorificMale: 'المرحوم',
  noticeHonorificFemale: 'المرحومة',
};

function renderWith(analyticsId: string) {
  vi.stubGlobal(
    'fetch',
    vi.fn(() =>
      Promise.resolve(
        new Response(JSON.stringify({ ...settings, analyticsId }), {
          headers: { 'Content-Type': 'application/json' },
        }),
      ),
    ),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: <Analytics /> }], { initialEntries: ['/'] });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const gtagScripts = () =>
  document.head.querySelectorAll('script[src^="https://www.googletagmanager.com/gtag/js"]');
const pageViews = () =>
  (window.dataLayer ?? [])
    .map((entry) => Array.from(entry as ArrayLike<unknown>))
    .filter((args) => args[0] === 'event' && args[1] === 'page_view')
    .map((args) => (args[2] as { page_path: string }).page_path);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('Analytics', () => {
  it('loads nothing when the site settings name no analytics id', async () => {
    renderWith('');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(gtagScripts()).toHaveLength(0);
    expect(window.gtag).toBeUndefined();
  });

  it('loads gtag.js from Google once and reports a page view per route change', async () => {
    const router = renderWith('G-TEST1234');
    await waitFor(() => expect(gtagScripts()).toHaveLength(1));
    expect(gtagScripts()[0]!.getAttribute('src')).toBe(
      'https://www.googletagmanager.com/gtag/js?id=G-TEST1234',
    );
    await waitFor(() => expect(pageViews()).toEqual(['/']));

    await act(() => router.navigate('/news'));
    await waitFor(() => expect(pageViews()).toEqual(['/', '/news']));
    expect(gtagScripts()).toHaveLength(1);
  });
});
