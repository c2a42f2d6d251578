// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '#shared/api-paths.ts';
import { commonMessages } from '#shared/messages/common.ts';
import { kinshipPanelMessages as m } from '#shared/messages/kinship-panel.ts';
import type { RelationshipResponse } from '#shared/schemas/kinship.ts';
import type { MemberSearchResult } from '#shared/schemas/member-page.ts';
import { searchMembers } from '#web/features/member-search/api/search-members.ts';
import { KinshipPanel } from './kinship-panel';

// The answers go through the real api client and its schema check: only `fetch` is replaced.

const me = { id: 10, name: 'محمد' };

const found: MemberSearchResult[] = [
  { id: 10, name: 'محمد', nasab: 'محمد بن سالم بن حمد', generation: 3, gender: 'male' },
  {
    id: 30,
    name: 'فهد',
    nasab: 'فهد بن — بن حمد',
    generation: 3,
    gender: 'male',
    birth: '1990',
  },
  { id: 31, name: 'فهد', nasab: 'فهد بن علي', generation: 2, gender: 'male', birth: '1930', death: '1995' },
];

const cousin: RelationshipResponse = {
  success: true,
  relation: {
    term: 'ابن العم',
    sentence: 'فهد هو ابن عم محمد',
    path: [10, 5, 1, 6, 30],
    common_ancestor: 1,
  },
  people: [
    { id: 10, name: 'محمد', visibility: 'public' },
    { id: 5, name: 'سالم', visibility: 'public' },
    { id: 1, name: 'حمد', visibility: 'public' },
    // A hidden uncle kept so the line reads (decision 015).
    { id: 6, name: '—', visibility: 'hidden' },
    { id: 30, name: 'فهد', visibility: 'limited' },
  ],
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Renders the panel with `fetch` answering search.php, and relationship.php through `relation`. */
function renderPanel(relation: (url: URL) => Response = () => json(cousin)) {
  user = userEvent.setup();
  const fetch = vi.fn(async (input: string | URL | Request) => {
    const url = new URL(String(input), 'http://nasab.test');
    if (url.pathname === api.familyMembers.search) return json({ success: true, results: found });
    if (url.pathname === api.familyMembers.relationship) return relation(url);
    return json({ success: false, error: 'unexpected' }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <KinshipPanel member={me} searchMembers={searchMembers} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

let user: ReturnType<typeof userEvent.setup>;
const input = () => screen.getByRole<HTMLInputElement>('combobox', { name: m.pickLabel(me.name) });

/** Types a name, waits for the options and picks the first one offered. */
async function pick(text: string) {
  await user.type(input(), text);
  const [first] = await screen.findAllByRole('option');
  await user.click(first!);
}

/** The panel's live region: the last one, after the combobox's own for its search. */
const answerStatus = () => screen.getAllByRole('status').at(-1)!;

describe('KinshipPanel', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('offers other members with their nasab and years, never the page’s own member', async () => {
    renderPanel();
    expect(screen.getByRole('heading', { level: 2, name: m.title })).toBeTruthy();
    await user.type(input(), 'فهد');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'فهدفهد بن — بن حمد · 1990م',
      'فهدفهد بن علي · 1930م – 1995م',
    ]);
  });

  it('names what the chosen member is, with the path drawn between them and the common ancestor', async () => {
    const fetch = renderPanel();
    await pick('فهد');

    await vi.waitFor(() => expect(answerStatus().textContent).toBe(cousin.relation.sentence));
    expect(answerStatus().getAttribute('aria-live')).toBe('polite');
    expect(screen.getByText('ابن العم')).toBeTruthy();
    const asked = fetch.mock.calls.map(([url]) => String(url)).find((url) => url.includes('relationship'));
    expect(asked).toBe(`${api.familyMembers.relationship}?from=10&to=30`);

    const path = screen.getByRole('list', { name: m.pathLabel('محمد', 'فهد') });
    const steps = within(path).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['محمد', 'سالم', 'حمد', '—', 'فهد']);
    const links = within(path).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['محمد', '/family-tree/member/10'],
      ['سالم', '/family-tree/member/5'],
      ['حمد', '/family-tree/member/1'],
      ['فهد', '/family-tree/member/30'],
    ]);
    expect(within(path).queryByRole('link', { name: '—' })).toBeNull();
    expect(within(steps[3]!).getByText('—').getAttribute('title')).toBe(m.hiddenMember);

    const ancestor = screen.getByText(m.commonAncestor).parentElement!;
    expect(within(ancestor).getByRole('link', { name: 'حمد' }).getAttribute('href')).toBe(
      '/family-tree/member/1',
    );
  });

  it('leaves out the common ancestor when he is one of the two, and the badge when there is no term', async () => {
    renderPanel(() =>
      json({
        success: true,
        relation: {
          term: null,
          sentence: 'فهد من ذرية محمد في الجيل الرابع',
          path: [10, 30],
          common_ancestor: 10,
        },
        people: [
          { id: 10, name: 'محمد', visibility: 'public' },
          { id: 30, name: 'فهد', visibility: 'public' },
        ],
      }),
    );
    await pick('فهد');
    await vi.waitFor(() => expect(answerStatus().textContent).toBe('فهد من ذرية محمد في الجيل الرابع'));
    expect(screen.queryByText(m.commonAncestor)).toBeNull();
    expect(screen.queryByText('ابن العم')).toBeNull();
  });

  it('keeps the chosen member when the answer fails, and shows it after a retry', async () => {
    let fail = true;
    renderPanel(() => (fail ? new Response('', { status: 500 }) : json(cousin)));
    await pick('فهد');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(m.loadError);
    expect(input().value).toBe('فهد');
    expect(answerStatus().textContent).toBe('');

    fail = false;
    await user.click(within(alert).getByRole('button', { name: commonMessages.retry }));
    await vi.waitFor(() => expect(answerStatus().textContent).toBe(cousin.relation.sentence));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the server’s words when a member cannot be asked about', async () => {
    renderPanel(() => json({ success: false, error: 'لم يتم العثور على أحد الفردين في الشجرة' }, 404));
    await pick('فهد');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'لم يتم العثور على أحد الفردين في الشجرة',
    );
  });

  it('clears the answer when the choice is cleared', async () => {
    renderPanel();
    await pick('فهد');
    await vi.waitFor(() => expect(answerStatus().textContent).toBe(cousin.relation.sentence));

    await user.click(screen.getByRole('button', { name: commonMessages.combobox.clear }));
    expect(input().value).toBe('');
    expect(answerStatus().textContent).toBe('');
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.queryByText(m.commonAncestor)).toBeNull();
  });
});
