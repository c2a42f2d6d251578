import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import { PAGE_STATE_ELEMENT_ID } from '#shared/page-state.ts';

export interface SsrState {
  /** The query cache the page was rendered from. */
  queries: DehydratedState;
  /** The router's loader results (the loaders only fill the query cache). */
  router: HydrationState;
}

/**
 * JSON safe inside `<script type="application/json">`: `<` and the line separators are escaped,
 * so no text of the content can close the element or start a comment. The CSP allows no inline
 * script; a data block is not run, so it needs no exception.
 */
export function serializeSsrState(state: SsrState): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The state the server left in the page, or null for a page it did not render (the admin area). */
export function readSsrState(): SsrState | null {
  const element = document.getElementById(PAGE_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  return JSON.parse(element.textContent) as SsrState;
}
