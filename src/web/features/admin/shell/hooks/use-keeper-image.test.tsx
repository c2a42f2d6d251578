// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_TOKEN_KEY } from '#web/lib/api-client.ts';
import { useKeeperImage } from './use-keeper-image';

function Picture({ src }: { src: string }) {
  const image = useKeeperImage(src);
  return image.shown ? <img alt="صورة" src={image.shown} onError={image.onError} /> : <span>لا صورة</span>;
}

describe('useKeeperImage', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    localStorage.setItem(ADMIN_TOKEN_KEY, 'a-token');
    vi.stubGlobal('fetch', fetchMock);
    URL.createObjectURL = vi.fn(() => 'blob:kept-photo');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    cleanup();
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('shows the address as it is while it loads', () => {
    render(<Picture src="/uploads/a_64x64.webp" />);
    expect(screen.getByRole('img').getAttribute('src')).toBe('/uploads/a_64x64.webp');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks once with the session for a photo the public may not see, and shows it from memory', async () => {
    fetchMock.mockResolvedValue(new Response(new Blob(['webp']), { status: 200 }));
    render(<Picture src="/uploads/a_64x64.webp" />);
    fireEvent.error(screen.getByRole('img'));
    await waitFor(() => expect(screen.getByRole('img').getAttribute('src')).toBe('blob:kept-photo'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [path, init] = fetchMock.mock.calls[0]!;
    expect(path).toBe('/uploads/a_64x64.webp');
    expect(new Headers(init?.headers).get('authorization')).toBe('Bearer a-token');
  });

  it('shows the placeholder when the file is not there for the keeper either, or is not an upload', async () => {
    fetchMock.mockResolvedValue(new Response('{}', { status: 404 }));
    const { rerender } = render(<Picture src="/uploads/gone_64x64.webp" />);
    fireEvent.error(screen.getByRole('img'));
    await waitFor(() => expect(screen.getByText('لا صورة')).toBeTruthy());
    rerender(<Picture src="https://example.com/x.png" />);
    fireEvent.error(screen.getByRole('img'));
    await waitFor(() => expect(screen.getByText('لا صورة')).toBeTruthy());
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
