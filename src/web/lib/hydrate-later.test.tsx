// @vitest-environment jsdom
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { allPartsHydrated, hydrateInParts, HydrateLater } from './hydrate-later';

const rendered: string[] = [];

function Counter({ name }: { name: string }) {
  rendered.push(name);
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {name} {count}
    </button>
  );
}

function Page() {
  return (
    <main>
      <Counter name="frame" />
      <HydrateLater>
        <Counter name="first" />
        <p>two elements in one part</p>
      </HydrateLater>
      <HydrateLater>
        <Counter name="second" />
      </HydrateLater>
      <footer>end</footer>
    </main>
  );
}

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  document.body.replaceChildren();
  rendered.length = 0;
});

describe('HydrateLater', () => {
  it('leaves each part for a later task of its own, keeping every element the server sent', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page />);
    document.body.append(container);
    const serverElements = [...container.querySelectorAll('*')];
    const html = container.innerHTML;
    rendered.length = 0;

    hydrateInParts(() => {
      root = hydrateRoot(container, <Page />);
    });
    // The frame is hydrated now; the parts are not yet, and their markup is untouched.
    expect(rendered).toEqual(['frame']);
    expect(container.innerHTML).toBe(html);

    await allPartsHydrated();
    expect(rendered).toEqual(['frame', 'first', 'second']);
    expect([...container.querySelectorAll('*')]).toEqual(serverElements);
    // Hydrated: a part's button answers.
    const second = [...container.querySelectorAll('button')].find((b) =>
      b.textContent?.startsWith('second'),
    )!;
    second.click();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(second.textContent).toBe('second 1');
  });

  it('renders a part at once outside hydration', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const { createRoot } = await import('react-dom/client');
    root = createRoot(container);
    root.render(<Page />);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(rendered).toEqual(['frame', 'first', 'second']);
    expect(container.querySelectorAll('button')).toHaveLength(3);
  });
});
