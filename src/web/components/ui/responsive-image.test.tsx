// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NewsImage } from '#web/features/news/components/news-image.tsx';
import { PersonPhoto } from '#web/features/notable-people/components/person-photo.tsx';
import { ResponsiveImage } from './responsive-image';

const upload = '/uploads/0b8f9c2e-4d1a-4c3e-9a7b-5f6e7d8c9b0a_1600x1067.webp';
const copies = (ext: string) =>
  [320, 640, 1280]
    .map((w) => `/uploads/0b8f9c2e-4d1a-4c3e-9a7b-5f6e7d8c9b0a_1600x1067_${w}.${ext} ${w}w`)
    .concat(`/uploads/0b8f9c2e-4d1a-4c3e-9a7b-5f6e7d8c9b0a_1600x1067.${ext} 1600w`)
    .join(', ');
const cardSizes = '(min-width: 768px) 33vw, 100vw';

describe('ResponsiveImage', () => {
  afterEach(cleanup);

  it('offers AVIF then WebP at every width, with sizes, its own size and lazy loading', () => {
    const { container } = render(
      <ResponsiveImage
        src={upload}
        alt="صورة"
        sizes={cardSizes}
        width={1200}
        height={800}
        className="w-full"
      />,
    );
    const sources = [...container.querySelectorAll('picture > source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources.map((source) => source.getAttribute('srcset'))).toEqual([copies('avif'), copies('webp')]);
    for (const source of sources) expect(source.getAttribute('sizes')).toBe(cardSizes);
    // The <picture> is display: contents; a source with a box would become an empty grid cell.
    for (const source of sources) expect(source.classList).toContain('hidden');

    const img = container.querySelector('picture > img')!;
    expect(img.getAttribute('src')).toBe(upload);
    expect(img.getAttribute('srcset')).toBe(copies('webp'));
    expect(img.getAttribute('sizes')).toBe(cardSizes);
    // The name's size, not the fallback passed in props.
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['1600', '1067']);
    expect(img.getAttribute('alt')).toBe('صورة');
    expect(img.getAttribute('class')).toBe('w-full');
    expect(img.getAttribute('loading')).toBe('lazy');
    expect(img.getAttribute('decoding')).toBe('async');
    expect(img.hasAttribute('fetchpriority')).toBe(false);
  });

  it('fetches the page’s main image first and eagerly', () => {
    const { container } = render(
      <ResponsiveImage src={upload} alt="" sizes="100vw" width={1200} height={800} priority />,
    );
    const img = container.querySelector('img')!;
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('loading')).toBe('eager');
  });

  it('loads eagerly without jumping the queue when asked to', () => {
    const { container } = render(
      <ResponsiveImage src={upload} alt="" sizes="100vw" width={1} height={1} loading="eager" />,
    );
    const img = container.querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.hasAttribute('fetchpriority')).toBe(false);
  });

  it('shows any other reference as a plain image of the size given', () => {
    for (const src of [
      '/images/founder-placeholder.svg',
      '/uploads/old-name.webp',
      'https://example.com/a.jpg',
    ]) {
      const { container } = render(
        <ResponsiveImage src={src} alt="صورة" sizes="100vw" width={256} height={320} />,
      );
      expect(container.querySelector('picture'), src).toBeNull();
      const img = container.querySelector('img')!;
      expect(img.getAttribute('src')).toBe(src);
      expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['256', '320']);
      expect(img.hasAttribute('srcset')).toBe(false);
      expect(img.hasAttribute('sizes')).toBe(false);
      expect(img.getAttribute('loading')).toBe('lazy');
      cleanup();
    }
  });

  it('reports a failed load, so callers can hide the image', () => {
    const onError = vi.fn();
    render(<ResponsiveImage src={upload} alt="صورة" sizes="100vw" width={1} height={1} onError={onError} />);
    // Only the browser raises an image's error event: no user action can.
    fireEvent.error(screen.getByRole('img', { name: 'صورة' }));
    expect(onError).toHaveBeenCalledOnce();
  });

  it('renders on the server what the browser renders, and hydrates keeping those elements', async () => {
    for (const element of [
      <ResponsiveImage key="a" src={upload} alt="أ" sizes={cardSizes} width={1} height={1} priority />,
      <ResponsiveImage key="b" src="/images/x.svg" alt="ب" sizes="100vw" width={2} height={3} />,
    ]) {
      const html = renderToString(element);
      const server = document.createElement('div');
      server.innerHTML = html;
      const { container } = render(element);
      expect(elementsOf(server)).toEqual(elementsOf(container));
      cleanup();

      // Hydration adopts the server's elements: none is re-created.
      document.body.append(server);
      const serverElements = [...server.querySelectorAll('*')];
      let root: ReturnType<typeof hydrateRoot> | undefined;
      await act(async () => {
        root = hydrateRoot(server, element);
      });
      expect(serverElements.length).toBeGreaterThan(0);
      expect([...server.querySelectorAll('*')]).toEqual(serverElements);
      act(() => {
        root?.unmount();
      });
      server.remove();
    }
  });
});

describe('an image that failed before the page was hydrated', () => {
  afterEach(cleanup);

  // The server's <img> had already failed when the page's code arrived: whatever hides it must keep
  // the element the server sent (a replaced element means the two renders disagreed).
  it.each([
    ['a news image', <NewsImage key="n" src={upload} alt="خبر" sizes="100vw" />],
    ['a person’s photo', <PersonPhoto key="p" src={upload} alt="شخص" sizes="100vw" className="size-10" />],
  ])('%s is hidden, not taken out', async (_name, element) => {
    const server = document.createElement('div');
    server.innerHTML = renderToString(element);
    document.body.append(server);
    const img = server.querySelector('img')!;
    Object.defineProperties(img, {
      complete: { value: true },
      naturalWidth: { value: 0 },
      currentSrc: { value: upload },
    });
    const serverElements = [...server.querySelectorAll('*')];
    const errors = vi.spyOn(console, 'error');
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(server, element, { onRecoverableError: (error) => console.error(error) });
    });
    expect(errors).not.toHaveBeenCalled();
    for (const kept of serverElements) expect(kept.isConnected).toBe(true);
    expect(img.hidden).toBe(true);
    act(() => root?.unmount());
    server.remove();
    errors.mockRestore();
  });
});

/** Each element's tag and attributes (sorted): markup compared by meaning, not by serialisation. */
function elementsOf(root: Element) {
  return [...root.querySelectorAll('*')].map((element) => [
    element.tagName,
    Object.fromEntries([...element.attributes].map((attribute) => [attribute.name, attribute.value]).sort()),
  ]);
}
