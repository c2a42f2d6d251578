import { Suspense, useEffect, useRef, type ReactNode } from 'react';

// React hydrates the server's markup of a Suspense boundary in a later, interruptible pass of its
// own (at idle priority, yielding to the browser between units of work), after the rest of the
// page: a part of the page below the first screen, wrapped here, costs the first tap nothing.
// A tap inside a part not yet hydrated makes React hydrate that part first and replay the event.
//
// The wrapper element marks each part in the server's HTML, so the browser knows which parts to
// wait for before telling tools the page is whole (`allPartsHydrated`); `display: contents` keeps
// it out of the layout.

let serverParts: Element[] = [];
const hydratedParts = new WeakSet<Element>();

/** Notes the parts in the server's markup: call before hydrating it. */
export function expectPartsIn(container: Element): void {
  serverParts = [...container.querySelectorAll('[data-below-the-fold]')];
}

/**
 * Resolves once every part noted by `expectPartsIn` is hydrated, or gone: a part the first render
 * in the browser leaves out (the tree's phone list on a wide screen) is removed unhydrated.
 */
export function allPartsHydrated(): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (serverParts.every((part) => hydratedParts.has(part) || !part.isConnected)) resolve();
      else setTimeout(check, 20);
    };
    check();
  });
}

function Part({ children }: { children: ReactNode }) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (element.current) hydratedParts.add(element.current);
  }, []);
  return (
    <div ref={element} className="contents" data-below-the-fold="">
      {children}
    </div>
  );
}

export function BelowTheFold({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Part>{children}</Part>
    </Suspense>
  );
}
