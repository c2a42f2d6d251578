import { ChevronDown, LoaderCircle, Star } from 'lucide-react';
import type { TreeUnit } from '#shared/family-tree/build-tree.ts';
import { isFemale } from '#shared/family-tree/members.ts';
import { childrenLoaded } from '#shared/family-tree/tree-slice.ts';
import { publicMessages } from '#shared/messages/public.ts';
import { treeChartMessages } from '#shared/messages/tree-chart.ts';
import type { PublicFamilyMember } from '#shared/schemas/family-member.ts';
import { LifeSpan } from '#web/components/ui/life-span.tsx';
import { paths } from '#web/config/paths.ts';
import { useIsActiveCard } from '../hooks/use-active-card';
import { BranchError } from './branch-error';
import { cardSurface, generationBorder } from './generation-classes';
import { isHiddenMember, useFocusedMemberIn, useTreeSelect } from './tree-context';
import { CardLink } from './card-link';

const t = publicMessages.familyTree;
const c = treeChartMessages;
type Unit = TreeUnit<PublicFamilyMember>;

// A link stretched over its whole column: the column is the target, the name is what is read.
const stretchedLink = 'after:absolute after:inset-0 hover:text-brand-700 hover:underline';

/**
 * A card of the desktop chart: the member of the line and, beside them, their spouses; under
 * them the page's action on the focused card and the button that opens the children's rows.
 * Only the active card's controls are in the tab order (the chart's one tab stop).
 */
export function CoupleCard({
  unit,
  parentId,
  open,
  onToggle,
}: {
  unit: Unit;
  parentId: number | null;
  open: boolean;
  /** Opens or closes the children's rows; none for a card without children. */
  onToggle: (() => void) | undefined;
}) {
  const { member } = unit;
  // Each a value of its own: a change elsewhere in the chart draws this card again only when it
  // changes what the card shows.
  const activeCard = useTreeSelect((value) => value.activeCard);
  const memberAction = useTreeSelect((value) => value.memberAction);
  const early = useTreeSelect((value) => value.tree.earlyIds.has(member.id));
  const nasab = useTreeSelect((value) => value.tree.nasabOf(member));
  const focusedCard = useTreeSelect((value) => value.focus?.cardId === member.id);
  const focusedMember = useFocusedMemberIn([member, ...unit.spouses]);
  const status = useTreeSelect((value) => value.branches.statusOf(member.id));
  const loaded = childrenLoaded(unit);
  const branchFailed = open && !loaded && status === 'error';
  const isActive = useIsActiveCard(activeCard, member.id);
  // Only the active card's controls are in the tab order; the arrows lead to the others.
  const tabIndex = isActive ? 0 : -1;
  const border = generationBorder(member.generation);
  const current = (id: number) => (focusedMember === id ? 'true' : undefined);
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
        <MemberColumn member={member} nasab={nasab} tabIndex={tabIndex} current={current(member.id)} />
        {unit.spouses.map((spouse) => (
          <SpouseColumn key={spouse.id} spouse={spouse} tabIndex={tabIndex} current={current(spouse.id)} />
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
        <ChildrenToggle
          unit={unit}
          open={open}
          loading={open && !loaded && !branchFailed}
          tabIndex={tabIndex}
          onToggle={onToggle}
        />
      )}
      {branchFailed && <BranchError id={member.id} tabIndex={tabIndex} />}
    </div>
  );
}

interface ColumnProps {
  tabIndex: number;
  /** `aria-current` when this is the member named in the address. */
  current: 'true' | undefined;
}

/** The member of the line: the name (their page's link), role, years and nasab. */
function MemberColumn({
  member,
  nasab,
  tabIndex,
  current,
}: ColumnProps & { member: PublicFamilyMember; nasab: string }) {
  return (
    <div className="relative w-44 px-3 py-3 text-center">
      {isHiddenMember(member) ? (
        // Kept for the lineage only: no page to open, but still a stop for the arrows.
        <p data-card-focus tabIndex={tabIndex} className="leading-snug font-bold text-slate-900">
          <span aria-hidden>{member.name}</span>
          <span className="sr-only">{c.hiddenMember}</span>
        </p>
      ) : (
        <CardLink
          to={paths.familyMember(member.id)}
          data-card-focus
          tabIndex={tabIndex}
          draggable={false}
          aria-current={current}
          className={`block leading-snug font-bold text-slate-900 ${stretchedLink}`}
        >
          {member.name}
        </CardLink>
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
  );
}

/** A spouse beside the member: «الزوجة» or «الزوج», the name (their page's link) and years. */
function SpouseColumn({ spouse, tabIndex, current }: ColumnProps & { spouse: PublicFamilyMember }) {
  return (
    <div
      className="relative w-40 bg-sand-100/60 px-3 py-3 text-center"
      data-spouse-id={spouse.id}
      aria-current={current}
    >
      <p className="text-xs font-semibold text-slate-600">{isFemale(spouse) ? t.wife : t.husband}</p>
      {isHiddenMember(spouse) ? (
        <p className="mt-1 leading-snug font-semibold text-slate-800">{spouse.name}</p>
      ) : (
        <CardLink
          to={paths.familyMember(spouse.id)}
          tabIndex={tabIndex}
          draggable={false}
          aria-current={current}
          className={`mt-1 block leading-snug font-semibold text-slate-800 ${stretchedLink}`}
        >
          {spouse.name}
        </CardLink>
      )}
      <LifeSpan member={spouse} className="mt-1 text-xs text-slate-600" />
    </div>
  );
}

/**
 * «إظهار الأولاد (3)» / «إخفاء الأولاد»; while the branch is fetched, says so; on a card whose
 * children are not here yet, how many cards its branch holds.
 */
function ChildrenToggle({
  unit,
  open,
  loading,
  tabIndex,
  onToggle,
}: {
  unit: Unit;
  open: boolean;
  loading: boolean;
  tabIndex: number;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-busy={loading || undefined}
      tabIndex={tabIndex}
      onClick={onToggle}
      className="relative flex w-full flex-wrap items-center justify-center gap-1 rounded-b-[10px] border-t border-sand-200 px-3 py-1.5 text-sm font-semibold text-brand-700 hover:bg-brand-50"
    >
      {loading ? (
        <>
          <LoaderCircle aria-hidden className="size-4 animate-spin" />
          {c.branch.loading}
        </>
      ) : (
        <>
          {open ? t.hideChildren : t.showChildren} <bdi>({unit.childCount})</bdi>
          <ChevronDown aria-hidden className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
        </>
      )}
      {!childrenLoaded(unit) && unit.descendants !== undefined && unit.descendants > unit.childCount && (
        <span className="basis-full text-xs font-normal text-slate-600">
          {c.branch.descendants}: <bdi>{unit.descendants}</bdi>
        </span>
      )}
    </button>
  );
}
