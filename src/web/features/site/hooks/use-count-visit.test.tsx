// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCountVisit } from './use-count-visit';

function Counter() {
  useCountVisit();
  return null;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('useCountVisit', () => {
  it('asks GET /api/views/ once per visit, however often the layout mounts', async () => {
    const fetch = vi.fn(() =>
      Promise.resolve(new Response(JSON.stringify({ success: true, count: 7 }), { status: 200 })),
    );
    vi.stubGlobal('fetch', fetch);
    render(<Counter />);
    cleanup();
    render(<Counter />);
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch.mock.calls[0]).toEqual(['/api/views/', expect.objectContaining({ method: 'GET' })]);
    expect(sessionStorage.getItem('nasab:visit-counted')).toBe('1');
  });
});
