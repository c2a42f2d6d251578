import { fileURLToPath } from 'node:url';
import type { PageRendererModule, RenderRequest, RenderedPage } from '#shared/page-rendering.ts';
import { testRenderer } from './server-modules';

// The page renderer the cache tests drive: it counts renders and can hold them on a promise the
// test controls, or fail them, so "one render" and "did not wait for the render" are shown
// without measuring time. State lives on globalThis: the server imports this file by its URL.

export interface RenderProbe {
  /** Every URL rendered, in order. */
  rendered: string[];
  /** While set, every render waits for it before rendering. */
  gate: Promise<void> | null;
  /** While true, every render throws (after the gate). */
  failing: boolean;
}

const holder = globalThis as { nasabRenderProbe?: RenderProbe };
export const renderProbe: RenderProbe = (holder.nasabRenderProbe ??= {
  rendered: [],
  gate: null,
  failing: false,
});

/** Holds every render from now on; the returned function lets them all go. */
export function holdRenders(): () => void {
  let release!: () => void;
  renderProbe.gate = new Promise<void>((resolve) => (release = resolve));
  return () => {
    renderProbe.gate = null;
    release();
  };
}

export const rendersOf = (url: string) => renderProbe.rendered.filter((rendered) => rendered === url).length;

const real = import(testRenderer) as Promise<PageRendererModule>;
const { isServerRendered: realIsServerRendered } = await real;

export const isServerRendered = (pathname: string) => realIsServerRendered(pathname);

export async function renderPage(request: RenderRequest): Promise<RenderedPage> {
  renderProbe.rendered.push(request.url);
  if (renderProbe.gate) await renderProbe.gate;
  if (renderProbe.failing) throw new Error('a render the test made fail');
  return (await real).renderPage(request);
}

/** This file, to load as the server's renderer (`startTestServer({ ssrEntry })`). */
export const gatedRenderer = fileURLToPath(import.meta.url);
