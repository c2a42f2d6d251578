// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCountNewsReading } from './use-count-news-reading';

function NewsPage({ id }: { id: string | undefined }) {
  useCountNewsReading(id);
  return null;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useCountNewsReading', () => {
  it('reports each news item once per visit as GET /api/views/?news=', async () => {
    const fetch = vi.fn(() =>
      Promise.resolve(new Response(JSON.stringify({ success: true, count: 7 }), { status: 200 })),
    );
    vi.stubGlobal('fetch', fetch);
    const view = render(<NewsPage id="12" />);
    view.rerender(<NewsPage id="not-an-id" />);
    view.rerender(<NewsPage id="12" />);
    view.rerender(<NewsPage id="13" />);
    cleanup();
    render(<NewsPage id="13" />);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetch.mock.calls.map((call) => (call as unknown[])[0])).toEqual([
      '/api/views/?news=12',
      '/api/views/?news=13',
    ]);
    expect(JSON.parse(sessionStorage.getItem('nasab:news-read') ?? '[]')).toEqual([12, 13]);
  });
});
