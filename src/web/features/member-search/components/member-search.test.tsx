// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '#shared/api-paths.ts';
import { memberSearchMessages as m } from '#shared/messages/member-search.ts';
import type { MemberSearchResult } from '#shared/schemas/member-page.ts';
import { paths } from '#web/config/paths.ts';
import { MemberSearch } from './member-search';

// The answers go through the real api client and its schema check: only `fetch` is replaced.

const found: MemberSearchResult[] = [
  {
    id: 31,
    name: 'محمد',
    nasab: 'محمد بن سالم بن حمد',
    generation: 3,
    gender: 'male',
    birth: '1930',
    death: '1995',
  },
  { id: 32, name: 'محمد', nasab: 'محمد بن فهد بن حمد', generation: 3, gender: 'male', birth: '1958' },
  // The family keeps this one private (decision 015): no dates come with him.
  { id: 47, name: 'محمود', nasab: 'محمود بن علي بن حمد', generation: 3, gender: 'male' },
];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function stubSearch(answer: () => Response = () => json({ success: true, results: found })) {
  const fetch = vi.fn(async (input: string | URL | Request) => {
    const url = new URL(String(input), 'http://nasab.test');
    if (url.pathname === api.familyMembers.search) return answer();
    return json({ success: false, error: 'unexpected' }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function Location() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname}</p>;
}

function renderSearch(variant: 'page' | 'nav' = 'page') {
  user = userEvent.setup();
  render(
    <MemoryRouter initialEntries={[paths.familyTree]}>
      <Routes>
        <Route path={paths.familyTree} element={<MemberSearch variant={variant} />} />
        <Route path={paths.familyMember(':id')} element={<Location />} />
      </Routes>
    </MemoryRouter>,
  );
}

let user: ReturnType<typeof userEvent.setup>;
const input = () => screen.getByRole<HTMLInputElement>('combobox', { name: m.label });
const type = (text: string) => user.type(input(), text);
const press = (key: string) => user.keyboard(`{${key}}`);

describe('MemberSearch', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('is a search landmark on the tree page, with a combobox named «بحث»', () => {
    stubSearch();
    renderSearch();
    expect(screen.getByRole('search')).toBeTruthy();
    expect(input().getAttribute('placeholder')).toBe(m.placeholder);
    expect(screen.getByRole('combobox', { name: /بحث/ })).toBe(input());
    // The hint says how it works: two letters, the arrows and Enter.
    expect(document.getElementById(input().getAttribute('aria-describedby')!)?.textContent).toBe(m.hint);
  });

  it('in the navigation’s dialog is no landmark of its own', () => {
    stubSearch();
    renderSearch('nav');
    expect(screen.queryByRole('search')).toBeNull();
    expect(input()).toBeTruthy();
  });

  it('shows results from two characters, each with its nasab and years', async () => {
    const fetch = stubSearch();
    renderSearch();
    await type('مح');
    const options = await screen.findAllByRole('option');
    expect(fetch).toHaveBeenCalledOnce();
    expect(new URL(String(fetch.mock.calls[0]![0]), 'http://nasab.test').searchParams.get('q')).toBe('مح');

    expect(options.map((option) => option.textContent)).toEqual([
      'محمدمحمد بن سالم بن حمد · 1930م – 1995م',
      'محمدمحمد بن فهد بن حمد · 1958م',
      // No dates for a member the family keeps private: the nasab alone.
      'محمودمحمود بن علي بن حمد',
    ]);
    // Years in their own direction, so they never reorder inside Arabic text.
    expect([...options[0]!.querySelectorAll('bdi')].map((bdi) => bdi.textContent)).toEqual([
      '1930م',
      '1995م',
    ]);
    expect(options[2]!.querySelector('bdi')).toBeNull();
  });

  it('opens the member’s page on ArrowDown and Enter', async () => {
    stubSearch();
    renderSearch();
    await type('محمد');
    await screen.findAllByRole('option');
    await press('ArrowDown');
    await press('ArrowDown');
    await press('Enter');
    expect((await screen.findByTestId('location')).textContent).toBe('/family-tree/member/32');
  });

  it('opens the member’s page on a click or a tap', async () => {
    stubSearch();
    renderSearch('nav');
    await type('محمود');
    const options = await screen.findAllByRole('option');
    await user.click(options[2]!);
    expect((await screen.findByTestId('location')).textContent).toBe(paths.familyMember(47));
  });

  it('searches nothing for a single character', async () => {
    const fetch = stubSearch();
    renderSearch();
    await type('م');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });

  it('says so when nobody matches, and when the search fails', async () => {
    let answer = () => json({ success: true, results: [] });
    stubSearch(() => answer());
    renderSearch();
    await type('يوسف');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(m.noResults));

    answer = () => json({ success: false, error: 'خطأ' }, 500);
    await type(' بن');
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(m.error));
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });
});
