// A page renderer for the tests of the renderer's thread (render-worker.api.test.ts). Loaded by
// the worker as it is, types stripped, so it imports only Node's modules and types.
//
// `/held/…?file=F`: writes `F.started`, reads the member of `&member=N` through the server, then
// holds its thread (synchronously, as a large React render does) until F exists; at most 10 s.
// `/crash`: ends its thread. Anything else: a page at once. `/admin…`: rendered by the browser.
import fs from 'node:fs';
import type { PageRendererModule, RenderedPage } from '#shared/page-rendering.ts';

const HOLD_AT_MOST_MS = 10_000;

function page(html: string): RenderedPage {
  return {
    status: 200,
    complete: true,
    html,
    state: '{}',
    sources: [],
    facts: { settings: undefined, newsItem: undefined, member: undefined },
  };
}

export const isServerRendered: PageRendererModule['isServerRendered'] = (pathname) =>
  !pathname.startsWith('/admin');

export const renderPage: PageRendererModule['renderPage'] = async ({ url, transport }) => {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  if (pathname === '/crash') process.exit(1);
  if (!pathname.startsWith('/held/')) return page(`<p>${pathname}</p>`);
  const file = searchParams.get('file')!;
  fs.writeFileSync(`${file}.started`, '');
  const member = searchParams.get('member');
  const read = member
    ? await transport(`/api/family-members/get-member.php?id=${member}`, { method: 'GET' })
    : null;
  const until = Date.now() + HOLD_AT_MOST_MS;
  while (!fs.existsSync(file) && Date.now() < until) {
    // Held, as a render holds its thread.
  }
  return page(`<p>held ${read ? read.status : ''}</p>`);
};
