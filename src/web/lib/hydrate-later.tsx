import { Component, Suspense, type ReactNode } from 'react';
import { nextTask } from './next-task';

// Preact hydrates a page in one task, which a phone spends 50 ms and more on before it answers a
// tap (decision 030). A part wrapped in HydrateLater is hydrated in a task of its own instead: while
// the page hydrates, the part suspends, and Preact keeps the server's markup for it untouched; the
// parts then resume one per task, in page order. The wrapper element is what Preact keeps, so a
// part that renders nothing, or several elements, still hands over exactly its own markup; it has
// `display: contents`, so the layout does not know it is there.
//
// The contract: when a part resumes it must render what the server rendered, because hydration
// adopts the server's elements without correcting their attributes. So a part's props and the
// context it reads must not change while it waits (a few milliseconds): page content from the
// server's data, not the navigation, nor what depends on the screen's width. A part whose content
// can change that soon takes a `key` that changes with it, and is then rendered afresh.

let hydrating = false;
let lastTurn: Promise<void> = Promise.resolve();

/** Hydrates the page (`hydrate` must do so synchronously), leaving each HydrateLater part for later. */
export function hydrateInParts(hydrate: () => void): void {
  hydrating = true;
  lastTurn = Promise.resolve();
  try {
    hydrate();
  } finally {
    hydrating = false;
  }
}

/** Resolves once every part the page's hydration left for later has been hydrated. */
export function allPartsHydrated(): Promise<void> {
  // A part hydrates in the microtasks of its own turn: a task after the last turn, all are done.
  return lastTurn.then(nextTask);
}

/** A promise settled in a later task than the one before it. */
function nextTurn(): Promise<void> {
  lastTurn = lastTurn.then(nextTask);
  return lastTurn;
}

class Gate extends Component<{ children: ReactNode }> {
  // Decided once, when the part first renders: only a render during hydration waits.
  private waiting: Promise<void> | null = hydrating
    ? nextTurn().then(() => {
        this.waiting = null;
      })
    : null;

  override render() {
    // Suspense's own signal: the boundary above keeps the markup until this promise settles.
    if (this.waiting) throw this.waiting;
    return this.props.children;
  }
}

export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Gate>
        <div className="contents">{children}</div>
      </Gate>
    </Suspense>
  );
}
