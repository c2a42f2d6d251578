import { ChevronDown, LoaderCircle, Star } from 'lucide-react';
import {
  memo,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type Ref,
} from 'react';
import { Link } from 'react-router';
import type { BranchFocus } from '../../../../shared/family-tree/branch-focus';
import type { ChildGroup, TreeUnit } from '../../../../shared/family-tree/build-tree';
import { isChartKey, neighbourCard, type CardPlace } from '../../../../shared/family-tree/chart-navigation';
import { centringDelta } from '../../../../shared/family-tree/chart-scroll';
import { isFemale } from '../../../../shared/family-tree/members';
import { childrenLoaded } from '../../../../shared/family-tree/tree-slice';
import { publicMessages } from '../../../../shared/messages/public';
import { treeChartMessages } from '../../../../shared/messages/tree-chart';
import type { PublicFamilyMember } from '../../../../shared/schemas/family-member';
import { paths } from '../../../config/paths';
import { createActiveCardStore, useIsActiveCard } from '../hooks/use-active-card';
import { useCardOpen } from '../hooks/use-card-open';
import { useChartGestures } from '../hooks/use-chart-gestures';
import './family-tree.css';
import { BranchError } from './branch-error';
import { cardSurface, generationBorder } from './generation-classes';
import { LifeSpan } from '../../../components/ui/life-span';
import { TreeContext, isHiddenMember, useTreeContext, type TreeContextValue } from './tree-context';

const t = publicMessages.familyTree;
const c = treeChartMessages;
type Unit = TreeUnit<PublicFamilyMember>;

/** What the page's «توسيط» button asks of the chart. */
export interface DesktopTreeHandle {
  centre(): void;
}

/** Smooth scrolling, unless the reader asked their system for less motion. */
const scrollBehaviour = (): ScrollBehavior =>
  window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';

const cardSelector = (id: number) => `[data-card][data-member-id="${id}"]`;

/** Where each drawn card is, for the arrow keys. */
function cardPlaces(cards: HTMLElement[]): CardPlace[] {
  return cards.map((card) => {
    const box = card.getBoundingClientRect();
    const parent = card.dataset.parentCard;
    return {
      id: Number(card.dataset.memberId),
      parentId: parent ? Number(parent) : null,
      depth: Number(card.dataset.depth),
      x: box.left + box.width / 2,
      y: box.top + box.height / 2,
    };
  });
}

/**
 * The desktop tree (SPEC §2): couple cards joined by connector lines, inside its own scroller,
 * which the reader drags, zooms and walks with the keyboard (issue #10). The chart is one tab
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
  const value = useMemo<TreeContextValue>(
    () => ({
      tree,
      // Every card whose children the page holds starts open: the server sent as many whole
      // generations as fit its budget, and the branches the reader asked for.
      expandedDepth: Number.POSITIVE_INFINITY,
      focus,
      openIds: new Set([...(focus?.openIds ?? []), ...openedIds]),
      branches,
      activeCard,
      memberAction,
    }),
    [tree, focus, openedIds, branches, activeCard, memberAction],
  );
  const { rememberScroll } = useChartGestures(scrollerRef, zoom, onZoomChange);

  const homeCard = () =>
    homeCardId === null
      ? null
      : (scrollerRef.current?.querySelector<HTMLElement>(cardSelector(homeCardId)) ?? null);

  useImperativeHandle(
    ref,
    () => ({
      centre() {
        const scroller = scrollerRef.current;
        const card = homeCard();
        if (!scroller || !card) return;
        const delta = centringDelta(scroller.getBoundingClientRect(), card.getBoundingClientRect());
        scroller.scrollBy({ ...delta, behavior: scrollBehaviour() });
      },
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- homeCard reads the current id
    [homeCardId],
  );

  // Once, before the first paint: the focused member's card to the middle of the chart and of the
  // page; otherwise the founder's card to the middle of the chart, without moving the page.
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    const card = homeCard();
    if (!scroller || !card) return;
    if (focus) {
      card.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
    } else {
      const delta = centringDelta(scroller.getBoundingClientRect(), card.getBoundingClientRect());
      scroller.scrollLeft += delta.left;
    }
    rememberScroll();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the first placement only
  }, []);

  useEffect(() => {
    scrollerRef.current?.setAttribute('data-tree-ready', 'true');
  }, []);

  // The tab stop must stay on a drawn card when new data no longer draws it.
  useEffect(() => {
    const scroller = scrollerRef.current;
    const active = activeCard.get();
    if (!scroller || (active !== null && scroller.querySelector(cardSelector(active)))) return;
    const first = scroller.querySelector<HTMLElement>('[data-card]');
    if (first) activeCard.set(Number(first.dataset.memberId));
  }, [tree, activeCard]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!isChartKey(event.key) || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const scroller = scrollerRef.current;
    const from = (event.target as HTMLElement).closest<HTMLElement>('[data-card]');
    if (!scroller || !from) return;
    // The arrows move between cards, not the page.
    event.preventDefault();
    const cards = Array.from(scroller.querySelectorAll<HTMLElement>('[data-card]'));
    const next = neighbourCard(cardPlaces(cards), Number(from.dataset.memberId), event.key);
    const card =
      next === null ? undefined : cards.find((element) => Number(element.dataset.memberId) === next);
    if (!card || next === null) return;
    activeCard.set(next);
    card.querySelector<HTMLElement>('[data-card-focus]')?.focus({ preventScroll: true });
    card.scrollIntoView({ block: 'nearest', inline: 'nearest', behavior: scrollBehaviour() });
  };

  return (
    <TreeContext.Provider value={value}>
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
        onFocus={(event) => {
          // Wherever focus lands in the chart (a click, a tab), that card becomes the tab stop.
          const card = (event.target as HTMLElement).closest<HTMLElement>('[data-card]');
          if (card) activeCard.set(Number(card.dataset.memberId));
        }}
      >
        <div className="ft-canvas" style={{ zoom: zoom / 100 }}>
          <ul className="ft-row ft-top">
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
  const context = useTreeContext();
  const { open, toggle } = useCardOpen(unit, context);
  const hasChildren = unit.childCount > 0;
  const { activeCard } = context;
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
    <ul className="ft-row">
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
    <ul className="ft-row">
      {sections.map((section) => (
        <li key={section.key} data-section={section.key}>
          <span className="rounded-full bg-sand-200 px-4 py-0.5 text-sm font-semibold text-amber-900">
            {section.label} <bdi className="font-normal">({section.units.length})</bdi>
          </span>
          <ul className="ft-row">
            {section.units.map((child) => (
              <TreeNode key={child.member.id} unit={child} parentId={parentId} />
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

// A link stretched over its whole column: the column is the target, the name is what is read.
const stretchedLink = 'after:absolute after:inset-0 hover:text-brand-700 hover:underline';

function CoupleCard({
  unit,
  parentId,
  open,
  onToggle,
}: {
  unit: Unit;
  parentId: number | null;
  open: boolean;
  onToggle: (() => void) | undefined;
}) {
  const { tree, focus, activeCard, memberAction, branches } = useTreeContext();
  const { member } = unit;
  const loaded = childrenLoaded(unit);
  const branchFailed = open && !loaded && branches.statusOf(member.id) === 'error';
  const branchLoading = open && !loaded && !branchFailed;
  const isActive = useIsActiveCard(activeCard, member.id);
  // Only the active card's controls are in the tab order; the arrows lead to the others.
  const tabIndex = isActive ? 0 : -1;
  const early = tree.earlyIds.has(member.id);
  const border = generationBorder(member.generation);
  const nasab = tree.nasabOf(member);
  const focusedCard = focus?.cardId === member.id;
  const current = (id: number) => (focus?.memberId === id ? 'true' : undefined);
  return (
    <div
      className={`ft-card relative rounded-xl border-2 shadow-sm ${border.className} ${cardSurface(early)}`}
      data-card
      data-member-id={member.id}
      data-depth={unit.depth}
      data-parent-card={parentId ?? undefined}
      data-generation={member.generation}
      data-generation-colour={border.colour}
      data-early={early || undefined}
      data-top-card={unit.depth === 0 || undefined}
      data-focus-card={focusedCard || undefined}
      data-children-loaded={loaded}
      aria-current={current(member.id)}
    >
      {early && (
        <>
          <Star aria-hidden className="absolute -top-3 start-3 z-10 size-6 fill-gold-400 text-gold-500" />
          <span className="sr-only">{t.earlyMember}</span>
        </>
      )}
      {focusedCard && (
        <span
          aria-hidden
          className="absolute -top-3.5 end-3 z-10 rounded-full bg-brand-600 px-2.5 text-xs leading-6 font-semibold whitespace-nowrap text-white shadow"
        >
          {c.focusedBadge}
        </span>
      )}
      <div className="flex divide-x divide-sand-200">
        <div className="relative w-44 px-3 py-3 text-center">
          {isHiddenMember(member) ? (
            // Kept for the lineage only: no page to open, but still a stop for the arrows.
            <p data-card-focus tabIndex={tabIndex} className="leading-snug font-bold text-slate-900">
              <span aria-hidden>{member.name}</span>
              <span className="sr-only">{c.hiddenMember}</span>
            </p>
          ) : (
            <Link
              to={paths.familyMember(member.id)}
              data-card-focus
              tabIndex={tabIndex}
              draggable={false}
              aria-current={current(member.id)}
              className={`block leading-snug font-bold text-slate-900 ${stretchedLink}`}
            >
              {member.name}
            </Link>
          )}
          {member.role && <p className="mt-1 text-sm text-brand-700">{member.role}</p>}
          <LifeSpan member={member} className="mt-1 text-sm text-slate-600" />
          {nasab !== member.name && (
            <p className="mt-2 line-clamp-3 text-xs leading-relaxed text-slate-600">
              <span className="sr-only">{t.nasab}: </span>
              {nasab}
            </p>
          )}
        </div>
        {unit.spouses.map((spouse) => (
          <div
            key={spouse.id}
            className="relative w-40 bg-sand-100/60 px-3 py-3 text-center"
            data-spouse-id={spouse.id}
            aria-current={current(spouse.id)}
          >
            <p className="text-xs font-semibold text-slate-600">{isFemale(spouse) ? t.wife : t.husband}</p>
            {isHiddenMember(spouse) ? (
              <p className="mt-1 leading-snug font-semibold text-slate-800">{spouse.name}</p>
            ) : (
              <Link
                to={paths.familyMember(spouse.id)}
                tabIndex={tabIndex}
                draggable={false}
                aria-current={current(spouse.id)}
                className={`mt-1 block leading-snug font-semibold text-slate-800 ${stretchedLink}`}
              >
                {spouse.name}
              </Link>
            )}
            <LifeSpan member={spouse} className="mt-1 text-xs text-slate-600" />
          </div>
        ))}
      </div>
      {unit.childrenWith && (
        <p className="border-t border-sand-200 px-3 py-1.5 text-center text-xs text-slate-600">
          {t.childrenWithHusband(unit.childrenWith.name)}
        </p>
      )}
      {/* The focused member's card only: a button on every card would crowd the chart. */}
      {focusedCard && memberAction && !isHiddenMember(member) && (
        <div className="relative flex justify-center border-t border-sand-200 px-2 py-1">
          {memberAction(member, { tabIndex })}
        </div>
      )}
      {onToggle && (
        <button
          type="button"
          aria-expanded={open}
          aria-busy={branchLoading || undefined}
          tabIndex={tabIndex}
          onClick={onToggle}
          className="relative flex w-full flex-wrap items-center justify-center gap-1 rounded-b-[10px] border-t border-sand-200 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {branchLoading ? (
            <>
              <LoaderCircle aria-hidden className="size-4 animate-spin" />
              {c.branch.loading}
            </>
          ) : (
            <>
              {open ? t.hideChildren : t.showChildren} <bdi>({unit.childCount})</bdi>
              <ChevronDown
                aria-hidden
                className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`}
              />
            </>
          )}
          {!loaded && unit.descendants !== undefined && unit.descendants > unit.childCount && (
            <span className="basis-full text-xs font-normal text-slate-600">
              {c.branch.descendants}: <bdi>{unit.descendants}</bdi>
            </span>
          )}
        </button>
      )}
      {branchFailed && <BranchError id={member.id} tabIndex={tabIndex} />}
    </div>
  );
}
