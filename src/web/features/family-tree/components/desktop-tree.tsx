import { ChevronDown, Star } from 'lucide-react';
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { ChildGroup, TreeUnit } from '../../../../shared/family-tree/build-tree';
import { isFemale } from '../../../../shared/family-tree/members';
import { publicMessages } from '../../../../shared/messages/public';
import type { PublicFamilyMember } from '../../../../shared/schemas/family-member';
import './family-tree.css';
import { cardSurface, generationBorder } from './generation-classes';
import { LifeSpan } from './life-span';
import { TreeContext, expandedDepthFor, useTreeContext, type TreeContextValue } from './tree-context';

const t = publicMessages.familyTree;
type Unit = TreeUnit<PublicFamilyMember>;

/** The desktop tree (SPEC §2): couple cards joined by connector lines, inside its own horizontal scroller. */
export function DesktopTree({ tree, zoom }: { tree: TreeContextValue['tree']; zoom: number }) {
  const scrollerRef = useRef<HTMLDivElement>(null);
  const value = useMemo<TreeContextValue>(
    () => ({ tree, expandedDepth: expandedDepthFor(tree.members.length) }),
    [tree],
  );

  const lastScroll = useRef({ start: 0, top: 0 });
  const rememberScroll = () => {
    const scroller = scrollerRef.current;
    if (!scroller) return;
    lastScroll.current = { start: Math.abs(scroller.scrollLeft), top: scroller.scrollTop };
  };

  // Bring the founder's card to the middle of the scroller once, without moving the page.
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    const first = scroller?.querySelector<HTMLElement>('[data-top-card]');
    if (!scroller || !first) return;
    const box = scroller.getBoundingClientRect();
    const card = first.getBoundingClientRect();
    scroller.scrollLeft += card.left + card.width / 2 - (box.left + box.width / 2);
    rememberScroll();
  }, []);

  // Zoom around the middle of the view: what the reader was looking at stays in front of them.
  const shownZoom = useRef(zoom);
  useLayoutEffect(() => {
    const scroller = scrollerRef.current;
    const before = shownZoom.current;
    shownZoom.current = zoom;
    if (!scroller || before === zoom) return;
    const ratio = zoom / before;
    // scrollLeft counts from the right edge (negative) in right-to-left; work in distances from the start.
    const rtl = getComputedStyle(scroller).direction === 'rtl';
    const { start, top } = lastScroll.current;
    const centreX = (start + scroller.clientWidth / 2) * ratio;
    const centreY = (top + scroller.clientHeight / 2) * ratio;
    const nextStart = Math.max(0, centreX - scroller.clientWidth / 2);
    scroller.scrollLeft = rtl ? -nextStart : nextStart;
    scroller.scrollTop = Math.max(0, centreY - scroller.clientHeight / 2);
  }, [zoom]);

  useEffect(() => {
    scrollerRef.current?.setAttribute('data-tree-ready', 'true');
  }, []);

  return (
    <TreeContext.Provider value={value}>
      <div
        ref={scrollerRef}
        role="region"
        aria-label={t.treeRegion}
        // A scrollable region must take focus so keyboard users can scroll it (axe: scrollable-region-focusable).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        className="max-h-[80vh] overflow-auto rounded-2xl border border-sand-200 bg-white/70 shadow-inner"
        data-testid="desktop-tree"
        onScroll={rememberScroll}
      >
        <div className="ft-canvas" style={{ zoom: zoom / 100 }}>
          <ul className="ft-row ft-top">
            {tree.tops.map((unit) => (
              <TreeNode key={unit.member.id} unit={unit} />
            ))}
          </ul>
        </div>
      </div>
    </TreeContext.Provider>
  );
}

/** One member's card and, when open, the rows below it. Memoised: zooming or opening a sibling re-renders nothing here. */
const TreeNode = memo(function TreeNode({ unit }: { unit: Unit }) {
  const { expandedDepth } = useTreeContext();
  const [open, setOpen] = useState(unit.depth < expandedDepth);
  const hasChildren = unit.groups.length > 0;
  return (
    <li>
      <CoupleCard unit={unit} open={open} onToggle={hasChildren ? () => setOpen((o) => !o) : undefined} />
      {hasChildren && open && <ChildRows unit={unit} />}
    </li>
  );
});

function ChildRows({ unit }: { unit: Unit }) {
  if (!unit.groupedByMother) return <SectionRow group={unit.groups[0]!} />;
  return (
    <ul className="ft-row">
      {unit.groups.map((group) => (
        <li key={group.mother?.id ?? 'unknown'} data-mother-group={group.mother?.id ?? ''}>
          <span className="rounded-full border border-brand-100 bg-brand-50 px-4 py-1 text-sm font-semibold whitespace-nowrap text-brand-700">
            {group.mother ? t.childrenFromWife(group.mother.name) : t.childrenUnknownMother}
          </span>
          <SectionRow group={group} />
        </li>
      ))}
    </ul>
  );
}

function SectionRow({ group }: { group: ChildGroup<PublicFamilyMember> }) {
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
              <TreeNode key={child.member.id} unit={child} />
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

function CoupleCard({
  unit,
  open,
  onToggle,
}: {
  unit: Unit;
  open: boolean;
  onToggle: (() => void) | undefined;
}) {
  const { tree } = useTreeContext();
  const { member } = unit;
  const early = tree.earlyIds.has(member.id);
  const border = generationBorder(member.generation);
  const nasab = tree.nasabOf(member);
  return (
    <div
      className={`relative rounded-xl border-2 shadow-sm ${border.className} ${cardSurface(early)}`}
      data-member-id={member.id}
      data-generation={member.generation}
      data-generation-colour={border.colour}
      data-early={early || undefined}
      data-top-card={unit.depth === 0 || undefined}
    >
      {early && (
        <>
          <Star aria-hidden className="absolute -top-3 start-3 size-6 fill-gold-400 text-gold-500" />
          <span className="sr-only">{t.earlyMember}</span>
        </>
      )}
      <div className="flex divide-x divide-sand-200">
        <div className="w-44 px-3 py-3 text-center">
          <p className="leading-snug font-bold text-slate-900">{member.name}</p>
          {member.role && <p className="mt-1 text-sm text-brand-700">{member.role}</p>}
          <LifeSpan member={member} className="mt-1 text-sm text-slate-600" />
          {nasab !== member.name && (
            <p className="mt-2 line-clamp-3 text-xs leading-relaxed text-slate-600" title={nasab}>
              <span className="sr-only">{t.nasab}: </span>
              {nasab}
            </p>
          )}
        </div>
        {unit.spouses.map((spouse) => (
          <div
            key={spouse.id}
            className="w-40 bg-sand-100/60 px-3 py-3 text-center"
            data-spouse-id={spouse.id}
          >
            <p className="text-xs font-semibold text-slate-600">{isFemale(spouse) ? t.wife : t.husband}</p>
            <p className="mt-1 leading-snug font-semibold text-slate-800">{spouse.name}</p>
            <LifeSpan member={spouse} className="mt-1 text-xs text-slate-600" />
          </div>
        ))}
      </div>
      {unit.childrenWith && (
        <p className="border-t border-sand-200 px-3 py-1.5 text-center text-xs text-slate-600">
          {t.childrenWithHusband(unit.childrenWith.name)}
        </p>
      )}
      {onToggle && (
        <button
          type="button"
          aria-expanded={open}
          onClick={onToggle}
          className="flex w-full items-center justify-center gap-1 rounded-b-[10px] border-t border-sand-200 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          {open ? t.hideChildren : t.showChildren} <bdi>({unit.childCount})</bdi>
          <ChevronDown aria-hidden className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
        </button>
      )}
    </div>
  );
}
