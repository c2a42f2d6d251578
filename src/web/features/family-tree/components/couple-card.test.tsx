// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BranchFocus } from '#shared/family-tree/branch-focus.ts';
import { buildFamilyTree, type TreeUnit } from '#shared/family-tree/build-tree.ts';
import { publicMessages } from '#shared/messages/public.ts';
import { treeChartMessages } from '#shared/messages/tree-chart.ts';
import type { PublicFamilyMember } from '#shared/schemas/family-member.ts';
import { publicMember } from '#shared/testing/members.ts';
import { createActiveCardStore } from '../hooks/use-active-card';
import { CoupleCard } from './couple-card';
import { TreeContext, fixedTreeStore, type MemberCardAction, type TreeBranches } from './tree-context';

const t = publicMessages.familyTree;
const c = treeChartMessages;

const person = publicMember;
// The router's navigate, as the chart gives it to its cards.
const navigate = vi.fn();

const tree = buildFamilyTree([
  person(1, 'سالم', { spouse_id: 2, role: 'مؤسس العائلة', birth: '1880' }),
  person(2, 'نورة', { gender: 'female', spouse_id: 1 }),
  person(3, 'عبدالله', { parent: 1, generation: 2 }),
  person(4, 'فرد', { parent: 1, generation: 2, visibility: 'hidden' }),
]);
const founder = tree.tops[0]!;
const hiddenSon = founder.groups[0]!.sons.find((unit) => unit.member.id === 4)!;

function renderCard(
  unit: TreeUnit<PublicFamilyMember>,
  {
    open = false,
    onToggle,
    focus = null,
    activeId = 1,
    status = null,
    memberAction = null,
  }: {
    open?: boolean;
    onToggle?: () => void;
    focus?: BranchFocus | null;
    activeId?: number;
    status?: 'loading' | 'error' | null;
    memberAction?: MemberCardAction | null;
  } = {},
) {
  const branches: TreeBranches = { statusOf: () => status, open: vi.fn(), close: vi.fn(), retry: vi.fn() };
  render(
    <MemoryRouter>
      <TreeContext.Provider
        value={fixedTreeStore({
          tree,
          expandedDepth: Number.POSITIVE_INFINITY,
          focus,
          openIds: new Set(),
          branches,
          activeCard: createActiveCardStore(activeId),
          memberAction,
          navigate,
        })}
      >
        <CoupleCard unit={unit} parentId={null} open={open} onToggle={onToggle} />
      </TreeContext.Provider>
    </MemoryRouter>,
  );
  return branches;
}

describe('CoupleCard', () => {
  afterEach(() => {
    cleanup();
    navigate.mockClear();
  });

  it('links the member and the spouse to their pages, with the role, years and who the spouse is', () => {
    renderCard(founder);
    const member = screen.getByRole('link', { name: 'سالم' });
    expect(member.getAttribute('href')).toBe('/family-tree/member/1');
    expect(member.hasAttribute('data-card-focus')).toBe(true);
    expect(screen.getByText('مؤسس العائلة')).toBeTruthy();
    const spouse = document.querySelector<HTMLElement>('[data-spouse-id="2"]')!;
    expect(within(spouse).getByText(t.wife)).toBeTruthy();
    expect(within(spouse).getByRole('link', { name: 'نورة' }).getAttribute('href')).toBe(
      '/family-tree/member/2',
    );
    expect(document.querySelector('[data-card]')!.getAttribute('data-top-card')).toBe('true');
  });

  it('opens a page through the router, and leaves a new tab or window to the browser', async () => {
    renderCard(founder);
    // After the card's own handler: what jsdom cannot do (open a tab) it should not try.
    const stopTheBrowser = (event: Event) => event.preventDefault();
    document.addEventListener('click', stopTheBrowser);
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'نورة' }));
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/family-tree/member/2');
    for (const key of ['Control', 'Meta', 'Shift']) {
      await user.keyboard(`{${key}>}`);
      await user.click(screen.getByRole('link', { name: 'سالم' }));
      await user.keyboard(`{/${key}}`);
    }
    expect(navigate).toHaveBeenCalledOnce();
    document.removeEventListener('click', stopTheBrowser);
  });

  it('puts its controls in the tab order only while it holds the chart’s tab stop', async () => {
    const onToggle = vi.fn();
    renderCard(founder, { onToggle, activeId: 3 });
    const controls = [
      screen.getByRole('link', { name: 'سالم' }),
      screen.getByRole('link', { name: 'نورة' }),
      screen.getByRole('button', { name: new RegExp(t.showChildren) }),
    ];
    expect(controls.map((control) => control.tabIndex)).toEqual([-1, -1, -1]);
    cleanup();
    renderCard(founder, { onToggle });
    const toggle = screen.getByRole('button', { name: `${t.showChildren} (2)` });
    expect(toggle.tabIndex).toBe(0);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    expect(onToggle).toHaveBeenCalledOnce();
  });

  it('draws a hidden member without a page, still a stop for the arrows', () => {
    renderCard(hiddenSon, { activeId: 4 });
    expect(screen.queryByRole('link')).toBeNull();
    const stop = document.querySelector<HTMLElement>('[data-card-focus]')!;
    expect(stop.tabIndex).toBe(0);
    expect(stop.textContent).toContain(c.hiddenMember);
  });

  it('marks the member named in the address, with the page’s action on their card only', () => {
    const memberAction: MemberCardAction = (member) => (
      <button type="button">{`اقترح ${member.name}`}</button>
    );
    renderCard(founder, { focus: { memberId: 1, cardId: 1, openIds: [] }, memberAction });
    expect(screen.getByText(c.focusedBadge)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'سالم' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: 'اقترح سالم' })).toBeTruthy();
    cleanup();
    renderCard(founder, { focus: { memberId: 2, cardId: 1, openIds: [] }, memberAction });
    expect(screen.getByRole('link', { name: 'نورة' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('link', { name: 'سالم' }).hasAttribute('aria-current')).toBe(false);
  });

  it('says a branch not here yet is loading, how many it holds, and offers to retry when it failed', async () => {
    const notLoaded = { ...founder, descendants: 40 };
    renderCard(notLoaded, { onToggle: () => {} });
    expect(screen.getByRole('button').textContent).toContain(`${c.branch.descendants}: 40`);
    cleanup();
    renderCard(notLoaded, { open: true, onToggle: () => {}, status: 'loading' });
    const toggle = screen.getByRole('button');
    expect(toggle.getAttribute('aria-busy')).toBe('true');
    expect(toggle.textContent).toContain(c.branch.loading);
    cleanup();
    const branches = renderCard(notLoaded, { open: true, onToggle: () => {}, status: 'error' });
    expect(screen.getByRole('alert').textContent).toContain(c.branch.loadError);
    expect(screen.getByRole('button', { name: new RegExp(t.hideChildren) }).hasAttribute('aria-busy')).toBe(
      false,
    );
    await userEvent.click(screen.getByRole('button', { name: c.branch.retry }));
    expect(branches.retry).toHaveBeenCalledWith(1);
  });
});
