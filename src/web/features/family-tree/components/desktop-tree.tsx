import { memo, useRef, useState, type Ref } from 'react';
import type { BranchFocus } from '#shared/family-tree/branch-focus.ts';
import type { ChildGroup, TreeUnit } from '#shared/family-tree/build-tree.ts';
import { childrenLoaded } from '#shared/family-tree/tree-slice.ts';
import { publicMessages } from '#shared/messages/public.ts';
import type { PublicFamilyMember } from '#shared/schemas/family-member.ts';
import { createActiveCardStore } from '../hooks/use-active-card';
import { useCardOpen } from '../hooks/use-card-open';
import { useChartGestures } from '../hooks/use-chart-gestures';
import { useChartKeyboard } from '../hooks/use-chart-keyboard';
import { useChartPlacement, type DesktopTreeHandle } from '../hooks/use-chart-placement';
import './family-tree.css';
import { CoupleCard } from './couple-card';
import { TreeContext, useTreeContextValue, useTreeSelect, type TreeContextValue } from './tree-context';

const t = publicMessages.familyTree;
type Unit = TreeUnit<PublicFamilyMember>;

/**
 * The desktop tree (docs/product.md#family-tree): couple cards joined by connector lines, inside its own
 * scroller, which the reader drags, zooms and walks with the keyboard. The chart is one tab
 * stop: the active card (the focused member's, else the founder's) is in the tab order, with its
 * own links and button; the arrows move it.
 */
export function DesktopTree({
  tree,
  zoom,
  onZoomChange,
  focus,
  branches,
  openedIds,
  memberAction = null,
  ref,
}: {
  tree: TreeContextValue['tree'];
  zoom: number;
  onZoomChange: (zoom: number) => void;
  focus: BranchFocus | null;
  branches: TreeContextValue['branches'];
  /** The cards opened in the address (`?open=`). */
  openedIds: readonly number[];
  memberAction?: TreeContextValue['memberAction'];
  ref?: Ref<DesktopTreeHandle>;
}) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const homeCardId = focus?.cardId ?? tree.tops[0]?.member.id ?? null;
  const [activeCard] = useState(() => createActiveCardStore(homeCardId));
  const store = useTreeContextValue({
    tree,
    // Every card whose children the page holds starts open: the server sent as many whole
    // generations as fit its budget, and the branches the reader asked for.
    expandedDepth: Number.POSITIVE_INFINITY,
    focus,
    openedIds,
    branches,
    activeCard,
    memberAction,
  });
  const { rememberScroll } = useChartGestures(scrollerRef, zoom, onZoomChange);
  useChartPlacement({ scrollerRef, homeCardId, focused: focus !== null, rememberScroll, ref });
  const { onKeyDown, onFocus } = useChartKeyboard(scrollerRef, activeCard, tree);

  return (
    <TreeContext.Provider value={store}>
      {/* The keys and focus come from the cards' links inside (one delegated handler); the region
          itself takes no focus: the active card is the chart's tab stop. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        ref={scrollerRef}
        role="region"
        aria-label={t.treeRegion}
        aria-describedby="tree-chart-hint"
        className="ft-scroller max-h-[80vh] touch-pan-x touch-pan-y overflow-auto rounded-2xl border border-sand-200 bg-white/70 shadow-inner"
        data-testid="desktop-tree"
        onScroll={rememberScroll}
        onKeyDown={onKeyDown}
        onFocus={onFocus}
      >
        <div className="ft-canvas" style={{ zoom: zoom / 100 }}>
          <ul className="tree-row ft-row ft-top">
            {tree.tops.map((unit) => (
              <TreeNode key={unit.member.id} unit={unit} parentId={null} />
            ))}
          </ul>
        </div>
      </div>
    </TreeContext.Provider>
  );
}

/** One member's card and, when open, the rows below it. Memoised: zooming or opening a sibling re-renders nothing here. */
const TreeNode = memo(function TreeNode({ unit, parentId }: { unit: Unit; parentId: number | null }) {
  const { open, toggle } = useCardOpen(unit);
  const hasChildren = unit.childCount > 0;
  const activeCard = useTreeSelect((value) => value.activeCard);
  return (
    <li>
      <CoupleCard
        unit={unit}
        parentId={parentId}
        open={open}
        onToggle={
          hasChildren
            ? () => {
                // The tab stop stays on a card that is still drawn.
                activeCard?.set(unit.member.id);
                toggle();
              }
            : undefined
        }
      />
      {hasChildren && open && childrenLoaded(unit) && <ChildRows unit={unit} />}
    </li>
  );
});

function ChildRows({ unit }: { unit: Unit }) {
  if (!unit.groupedByMother) return <SectionRow group={unit.groups[0]!} parentId={unit.member.id} />;
  return (
    <ul className="tree-row ft-row">
      {unit.groups.map((group) => (
        <li key={group.mother?.id ?? 'unknown'} data-mother-group={group.mother?.id ?? ''}>
          <span className="rounded-full border border-brand-100 bg-brand-50 px-4 py-1 text-sm font-semibold whitespace-nowrap text-brand-700">
            {group.mother ? t.childrenFromWife(group.mother.name) : t.childrenUnknownMother}
          </span>
          <SectionRow group={group} parentId={unit.member.id} />
        </li>
      ))}
    </ul>
  );
}

function SectionRow({ group, parentId }: { group: ChildGroup<PublicFamilyMember>; parentId: number }) {
  const sections = [
    { key: 'sons', label: t.sons, units: group.sons },
    { key: 'daughters', label: t.daughters, units: group.daughters },
  ].filter((s) => s.units.length > 0);
  return (
    <ul className="tree-row ft-row">
      {sections.map((section) => (
        <li key={section.key} data-section={section.key}>
          <span className="rounded-full bg-sand-200 px-4 py-0.5 text-sm font-semibold text-amber-900">
            {section.label} <bdi className="font-normal">({section.units.length})</bdi>
          </span>
          <ul className="tree-row ft-row">
            {section.units.map((child) => (
              <TreeNode key={child.member.id} unit={child} parentId={parentId} />
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
