// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildFamilyTree, type FamilyTree } from '#shared/family-tree/build-tree.ts';
import type { PublicFamilyMember } from '#shared/schemas/family-member.ts';
import { publicMember } from '#shared/testing/members.ts';
import type { MoreTops } from './use-sliced-tree';
import { useFocusNewTops } from './use-focus-new-tops';

const treeOf = (...ids: number[]) => buildFamilyTree(ids.map((id) => publicMember(id, `فرد ${id}`)));

/** The tops as each chart draws them, with the hook looking after the focus. */
function Section({
  tree,
  status = null,
  isDesktop,
}: {
  tree: FamilyTree<PublicFamilyMember>;
  status?: MoreTops['status'];
  isDesktop: boolean | null;
}) {
  const section = useRef<HTMLElement>(null);
  const expectNewTops = useFocusNewTops(section, tree, status, isDesktop);
  return (
    <section ref={section}>
      <button type="button" onClick={expectNewTops}>
        المزيد
      </button>
      <div data-testid="desktop-tree">
        {tree.tops.map(({ member }) => (
          <div key={member.id} data-card data-member-id={member.id}>
            <a href={`#${member.id}`} data-card-focus>
              {member.name}
            </a>
          </div>
        ))}
      </div>
      <ul data-testid="mobile-tree">
        {tree.tops.map(({ member }) => (
          <li key={member.id} data-member-id={member.id}>
            <h3>
              <button type="button">{member.name}</button>
            </h3>
          </li>
        ))}
      </ul>
    </section>
  );
}

const focused = () => document.activeElement;
/** The reader asks for more tops (the focus stays on the page, as after a click elsewhere). */
const askForMore = () => fireEvent.click(screen.getByRole('button', { name: 'المزيد' }));

describe('useFocusNewTops', () => {
  afterEach(() => cleanup());

  it('takes the reader to the first new top once the page asked for has come, on the chart', () => {
    const { rerender } = render(<Section tree={treeOf(1, 2)} isDesktop />);
    askForMore();
    rerender(<Section tree={treeOf(1, 2)} status="loading" isDesktop />);
    expect(focused()).toBe(document.body);
    rerender(<Section tree={treeOf(1, 2, 3, 4)} isDesktop />);
    expect(focused()).toBe(document.querySelector('[data-testid="desktop-tree"] [data-member-id="3"] a'));
    // Once: a later change of the tree leaves the focus where the reader put it.
    document.querySelector<HTMLElement>('[data-testid="desktop-tree"] [data-member-id="1"] a')!.focus();
    rerender(<Section tree={treeOf(1, 2, 3, 4, 5)} isDesktop />);
    expect(focused()?.textContent).toBe('فرد 1');
  });

  it('on the phone’s list, the new entry’s button', () => {
    const { rerender } = render(<Section tree={treeOf(1)} isDesktop={false} />);
    askForMore();
    rerender(<Section tree={treeOf(1, 2)} isDesktop={false} />);
    expect(focused()).toBe(document.querySelector('[data-testid="mobile-tree"] [data-member-id="2"] button'));
  });

  it('forgets the ask when the page failed to come, and moves nothing unasked', () => {
    const { rerender } = render(<Section tree={treeOf(1)} isDesktop />);
    rerender(<Section tree={treeOf(1, 2)} isDesktop />);
    expect(focused()).toBe(document.body);
    askForMore();
    rerender(<Section tree={treeOf(1, 2)} status="error" isDesktop />);
    rerender(<Section tree={treeOf(1, 2, 3)} isDesktop />);
    expect(focused()).toBe(document.body);
  });
});
