// Events as a browser sends them, for component tests (decision 030). Under Preact's React
// compatibility, onBlur listens for «focusout» and a select's onChange for «change»; Testing
// Library's Preact helpers send «FocusOut» and «PointerDown» (capitalised, heard by nobody) where
// jsdom lacks the element's on… property, and send «input» for every change.
import { fireEvent } from '@testing-library/react';

/** Focus leaves the element (a browser fires blur and focusout; React's onBlur is the latter). */
export function focusOut(element: Element): void {
  fireEvent(element, new FocusEvent('focusout', { bubbles: true }));
}

/** A tap or a click begins on the element. */
export function pointerDown(element: Element): void {
  fireEvent(element, new Event('pointerdown', { bubbles: true }));
}

/** An option of a select is picked. */
export function pick(select: HTMLSelectElement, value: string): void {
  select.value = value;
  fireEvent(select, new Event('change', { bubbles: true }));
}
