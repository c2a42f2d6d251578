// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatGenealogyDate } from '#shared/format/both-calendars.ts';
import { commonMessages } from '#shared/messages/common.ts';
import { memberPageMessages as m } from '#shared/messages/member-page.ts';
import type { PublicFamilyMember } from '#shared/schemas/family-member.ts';
import type { MemberProfile, MemberSummary } from '#shared/schemas/member-page.ts';
import { MemberPage } from './member-page';

const summary = (id: number, name: string, extra: Partial<MemberSummary> = {}): MemberSummary => ({
  id,
  name,
  gender: 'male',
  generation: 3,
  visibility: 'public',
  ...extra,
});

const member: PublicFamilyMember = {
  id: 10,
  name: 'محمد بن عبدالله الفلاني',
  generation: 3,
  parent: 5,
  spouse_id: 20,
  spouses: [],
  mother_id: 6,
  gender: 'male',
  surname: '',
  birth: '1880',
  death: '12 مارس 1921',
  role: 'إمام المسجد',
  image: '',
  bio: 'عمل في التجارة وركب البحر.',
  visibility: 'public',
};

const profile: MemberProfile = {
  member,
  nasab: 'محمد بن عبدالله بن سالم الفلاني',
  lineage: [
    { id: 5, name: 'عبدالله بن سالم الفلاني', visibility: 'public' },
    { id: 2, name: '—', visibility: 'hidden' },
    { id: 1, name: 'سالم الفلاني', visibility: 'public' },
  ],
  father: summary(5, 'عبدالله بن سالم الفلاني', { generation: 2, birth: 'ABT 15 JAN 1850', death: '1920' }),
  mother: summary(6, 'منيرة بنت راشد', { gender: 'female', generation: 2 }),
  spouses: [
    { ...summary(20, 'شيخة بنت فهد', { gender: 'female' }), order: 1, ended: 'divorced' },
    { ...summary(21, 'حصة بنت علي', { gender: 'female' }), order: 2, ended: null },
  ],
  children: [
    { partner: summary(20, 'شيخة بنت فهد', { gender: 'female' }), children: [summary(30, 'فهد بن محمد')] },
    {
      partner: summary(21, 'حصة بنت علي', { gender: 'female' }),
      children: [summary(31, 'نورة بنت محمد', { gender: 'female' })],
    },
    { partner: null, children: [summary(32, 'بدر بن محمد')] },
  ],
  siblings: {
    full: [summary(11, 'خالد بن عبدالله')],
    paternal: [summary(12, 'يوسف بن عبدالله')],
    maternal: [],
  },
  notable: null,
  news: [{ id: 7, title: 'رحلة بحرية', date: '2025-11-22' }],
};

function renderPage(answer: () => Response, id = '10') {
  const fetch = vi.fn(async () => answer());
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <MemberPage id={id} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return fetch;
}

const ok = (value: MemberProfile) => () =>
  new Response(JSON.stringify({ success: true, profile: value }), {
    headers: { 'content-type': 'application/json' },
  });

const hrefOf = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('MemberPage', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('shows the member with both calendars and a nasab whose forefathers link to their pages', async () => {
    renderPage(ok(profile));
    expect(await screen.findByRole('heading', { level: 1, name: member.name })).toBeTruthy();
    expect(screen.getByText(formatGenealogyDate('1880'))).toBeTruthy();
    expect(screen.getByText(formatGenealogyDate('12 مارس 1921'))).toBeTruthy();
    expect(screen.getByText(member.role!)).toBeTruthy();
    expect(screen.getByText(member.bio!)).toBeTruthy();

    const nasab = screen.getByText('محمد', { exact: true }).parentElement!;
    expect(nasab.textContent).toBe('محمد بن عبدالله بن — بن سالم الفلاني');
    expect(within(nasab).getByRole('link', { name: 'عبدالله' }).getAttribute('href')).toBe(
      '/family-tree/member/5',
    );
    // The root closes the chain with the whole recorded name; a hidden forefather is not a link.
    expect(within(nasab).getByRole('link', { name: 'سالم الفلاني' }).getAttribute('href')).toBe(
      '/family-tree/member/1',
    );
    expect(within(nasab).queryByRole('link', { name: '—' })).toBeNull();

    expect(hrefOf(m.showInTree)).toBe('/family-tree?member=10');
    expect(hrefOf(m.printBranch)).toBe('/family-tree/member/10/print');
    expect(screen.queryByText(m.limited)).toBeNull();
  });

  it('shows a title before the name and a suffix after it, apart from the name', async () => {
    renderPage(ok({ ...profile, member: { ...member, name_prefix: 'الشيخ', name_suffix: 'الثاني' } }));
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(`الشيخ ${member.name} الثاني`);
  });

  it('lists the family in order: parents, wives by rank with how a marriage ended, children by mother, siblings', async () => {
    renderPage(ok(profile));
    await screen.findByRole('heading', { level: 1 });
    const family = screen.getByRole('heading', { level: 2, name: m.family }).closest('section')!;
    const items = within(family)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      // A relative's dates as the member's own are read, in the calendar they were written in.
      `${m.father}عبدالله بن سالم الفلانينحو 15 يناير 1850م – 1920م`,
      `${m.mother}منيرة بنت راشد`,
      `${m.spouseRank(true, 1)}شيخة بنت فهد${m.marriageEnded.divorced}`,
      `${m.spouseRank(true, 2)}حصة بنت علي`,
    ]);
    expect(m.spouseRank(true, 2)).toBe('الزوجة الثانية');

    const children = screen.getByRole('heading', {
      level: 2,
      name: new RegExp(`^${m.children}\\s*\\(3\\)$`),
    });
    const groups = within(children.closest('section')!)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(groups).toEqual([
      m.childrenBy(true, 'شيخة بنت فهد'),
      m.childrenBy(true, 'حصة بنت علي'),
      m.childrenOfUnrecorded(true),
    ]);
    expect(hrefOf('نورة بنت محمد')).toBe('/family-tree/member/31');

    const siblings = screen.getByRole('heading', {
      level: 2,
      name: new RegExp(`^${m.siblings}\\s*\\(2\\)$`),
    });
    expect(
      within(siblings.closest('section')!)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([m.siblingsFull, m.siblingsPaternal]);
    expect(hrefOf('رحلة بحرية')).toBe('/news/7');
  });

  it('names a remarried widow’s husbands in the order she married them, each his own rank', async () => {
    // Each husband counts her as his first wife: his rank among her husbands is not his `order`.
    const widow: MemberProfile = {
      ...profile,
      member: { ...member, id: 40, name: 'موضي بنت سالم', gender: 'female' },
      spouses: [
        { ...summary(41, 'راشد بن فهد'), order: 1, ended: 'widowed' },
        { ...summary(42, 'بدر بن علي'), order: 1, ended: null },
      ],
      children: [],
    };
    renderPage(ok(widow), '40');
    await screen.findByRole('heading', { level: 1 });
    const family = screen.getByRole('heading', { level: 2, name: m.family }).closest('section')!;
    const items = within(family)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items.slice(2)).toEqual([
      `${m.spouseRank(false, 1)}راشد بن فهد${m.marriageEnded.widowed}`,
      `${m.spouseRank(false, 2)}بدر بن علي`,
    ]);
    expect(m.spouseRank(false, 2)).toBe('الزوج الثاني');
  });

  it('says so when the family keeps the details of a living member to itself', async () => {
    const { birth: _birth, death: _death, bio: _bio, role: _role, ...rest } = member;
    renderPage(ok({ ...profile, member: { ...rest, visibility: 'limited' } }));
    expect(await screen.findByText(m.limited)).toBeTruthy();
    expect(screen.queryByText(m.birth, { exact: false })).toBeNull();
  });

  it('shows the not-found state for an unknown or hidden member', async () => {
    renderPage(() => new Response(JSON.stringify({ success: false, message: m.notFound }), { status: 404 }));
    expect(await screen.findByRole('heading', { level: 1, name: m.notFound })).toBeTruthy();
    expect(hrefOf(m.backToTree)).toBe('/family-tree');
  });

  it('does not ask for an id that cannot be one', async () => {
    const fetch = renderPage(ok(profile), 'abc');
    expect(await screen.findByRole('heading', { level: 1, name: m.notFound })).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('offers a retry when the page cannot be loaded, and shows the member once it can', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderPage(() => (fail ? new Response('', { status: 500 }) : ok(profile)()));
    expect(await screen.findByText(m.loadError)).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: commonMessages.retry }));
    expect(await screen.findByRole('heading', { level: 1, name: member.name })).toBeTruthy();
  });
});
