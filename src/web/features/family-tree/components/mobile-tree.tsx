import { ChevronDown, IdCard, LoaderCircle, Star } from 'lucide-react';
import { memo, useEffect, useId, useLayoutEffect, useRef } from 'react';
import type { BranchFocus } from '#shared/family-tree/branch-focus.ts';
import type { TreeUnit } from '#shared/family-tree/build-tree.ts';
import { isFemale } from '#shared/family-tree/members.ts';
import { childrenLoaded } from '#shared/family-tree/tree-slice.ts';
import { publicMessages } from '#shared/messages/public.ts';
import { treeChartMessages } from '#shared/messages/tree-chart.ts';
import type { PublicFamilyMember } from '#shared/schemas/family-member.ts';
import { paths } from '#web/config/paths.ts';
import { useCardOpen } from '../hooks/use-card-open';
import { BranchError } from './branch-error';
import { cardSurface, generationBorder } from './generation-classes';
import { LifeSpan } from '#web/components/ui/life-span.tsx';
import {
  TreeContext,
  isHiddenMember,
  useFocusedMemberIn,
  useTreeContextValue,
  useTreeSelect,
  type TreeContextValue,
} from './tree-context';
import { CardLink } from './card-link';

const t = publicMessages.familyTree;
const c = treeChartMessages;
type Unit = TreeUnit<PublicFamilyMember>;

/**
 * Below 768 px (docs/product.md#family-tree): a card per member that opens and closes; an open card shows the
 * bio, spouse, sons and daughters. Closed cards render nothing inside, so the list stays light.
 * Zoom scales the text while the list keeps the page width (CSS zoom leaves percentages alone).
 */
export function MobileTree({
  tree,
  zoom,
  focus,
  branches,
  openedIds,
  memberAction = null,
}: {
  tree: TreeContextValue['tree'];
  zoom: number;
  focus: BranchFocus | null;
  branches: TreeContextValue['branches'];
  /** The cards opened in the address (`?open=`). */
  openedIds: readonly number[];
  memberAction?: TreeContextValue['memberAction'];
}) {
  const ref = useRef<HTMLDivElement>(null);
  const store = useTreeContextValue({
    tree,
    expandedDepth: 1,
    focus,
    openedIds,
    branches,
    activeCard: null,
    memberAction,
  });
  // `?member=`: the member's entry, opened with its branch, to the middle of the screen.
  useLayoutEffect(() => {
    if (focus)
      ref.current
        ?.querySelector('[aria-current="true"]')
        ?.scrollIntoView({ block: 'center', behavior: 'instant' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the first placement only
  }, []);
  useEffect(() => {
    ref.current?.setAttribute('data-tree-ready', 'true');
  }, []);
  const scale = zoom / 100;
  return (
    <TreeContext.Provider value={store}>
      <div ref={ref} data-testid="mobile-tree" style={{ zoom: scale }}>
        <ul className="space-y-3">
          {tree.tops.map((unit) => (
            <MobileNode key={unit.member.id} unit={unit} />
          ))}
        </ul>
      </div>
    </TreeContext.Provider>
  );
}

const MobileNode = memo(function MobileNode({ unit }: { unit: Unit }) {
  const { member } = unit;
  const focusedCard = useTreeSelect((value) => value.focus?.cardId === member.id);
  // The focused member's own entry opens too, to show who they are.
  const { open, toggle } = useCardOpen(unit, focusedCard);
  const panelId = useId();
  const border = generationBorder(member.generation);
  const early = useTreeSelect((value) => value.tree.earlyIds.has(member.id));
  const current = useFocusedMemberIn([member]) === null ? undefined : 'true';
  return (
    <li
      className={`flex flex-wrap rounded-xl border border-s-4 shadow-sm ${border.className} ${cardSurface(early)} ${focusedCard ? 'outline-3 outline-offset-2 outline-brand-500' : ''}`}
      data-member-id={member.id}
      data-generation={member.generation}
      data-generation-colour={border.colour}
      data-early={early || undefined}
      data-focus-card={focusedCard || undefined}
      data-children-loaded={childrenLoaded(unit)}
      aria-current={current}
    >
      <h3 className="min-w-0 flex-1">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={open ? panelId : undefined}
          onClick={toggle}
          className="flex min-h-12 w-full items-center gap-2 px-3 py-2 text-start"
        >
          {early && <Star aria-hidden className="size-5 shrink-0 fill-gold-400 text-gold-500" />}
          <span className="min-w-0 flex-1">
            {focusedCard && (
              <span className="mb-1 inline-block rounded-full bg-brand-600 px-2 text-xs leading-6 font-semibold whitespace-nowrap text-white">
                {c.focusedBadge}
              </span>
            )}
            <span className="block leading-snug font-bold text-slate-900">{member.name}</span>
            {member.role && <span className="block text-sm text-brand-700">{member.role}</span>}
            {early && <span className="sr-only">{t.earlyMember}</span>}
            {isHiddenMember(member) && <span className="sr-only">{c.hiddenMember}</span>}
          </span>
          <ChevronDown
            aria-hidden
            className={`size-5 shrink-0 text-slate-500 transition-transform ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </h3>
      {!isHiddenMember(member) && (
        <CardLink
          to={paths.familyMember(member.id)}
          aria-label={c.memberPage(member.name)}
          aria-current={current}
          className="flex w-11 shrink-0 items-center justify-center border-s border-sand-200 text-brand-700 hover:bg-brand-50"
        >
          <IdCard aria-hidden className="size-5" />
        </CardLink>
      )}
      {open && <MobileDetails unit={unit} id={panelId} />}
    </li>
  );
});

function MobileDetails({ unit, id }: { unit: Unit; id: string }) {
  const { member } = unit;
  const nasab = useTreeSelect((value) => value.tree.nasabOf(member));
  const memberAction = useTreeSelect((value) => value.memberAction);
  const status = useTreeSelect((value) => value.branches.statusOf(member.id));
  const focusedSpouse = useFocusedMemberIn(unit.spouses);
  const waiting = unit.childCount > 0 && !childrenLoaded(unit);
  return (
    <div id={id} className="basis-full space-y-3 border-t border-sand-200 px-3 py-3 text-sm">
      <LifeSpan member={member} className="text-slate-600" />
      {nasab !== member.name && (
        <p className="leading-relaxed text-slate-700">
          <span className="font-semibold">{t.nasab}: </span>
          {nasab}
        </p>
      )}
      {member.bio && (
        <p className="leading-relaxed text-slate-700">
          <span className="font-semibold">{t.bio}: </span>
          {member.bio}
        </p>
      )}
      {unit.spouses.length > 0 && (
        <ul className="space-y-1">
          {unit.spouses.map((spouse) => (
            <li
              key={spouse.id}
              data-spouse-id={spouse.id}
              aria-current={focusedSpouse === spouse.id ? 'true' : undefined}
              className="rounded-lg bg-sand-100 px-3 py-1.5"
            >
              <span className="font-semibold">{isFemale(spouse) ? t.wife : t.husband}: </span>
              {isHiddenMember(spouse) ? (
                spouse.name
              ) : (
                <CardLink
                  to={paths.familyMember(spouse.id)}
                  className="font-semibold text-brand-700 underline-offset-4 hover:underline"
                >
                  {spouse.name}
                </CardLink>
              )}
            </li>
          ))}
        </ul>
      )}
      {unit.childrenWith && <p className="text-slate-600">{t.childrenWithHusband(unit.childrenWith.name)}</p>}
      {memberAction && !isHiddenMember(member) && <div>{memberAction(member, {})}</div>}
      {waiting &&
        (status === 'error' ? (
          <div className="-mx-3 -mb-3">
            <BranchError id={member.id} />
          </div>
        ) : (
          <p role="status" className="flex items-center gap-2 text-slate-600">
            <LoaderCircle aria-hidden className="size-4 animate-spin text-brand-500" />
            {c.branch.loading}
            {unit.descendants !== undefined && (
              <span className="text-xs">
                ({c.branch.descendants}: <bdi>{unit.descendants}</bdi>)
              </span>
            )}
          </p>
        ))}
      {unit.groups.map((group) => (
        <div
          key={group.mother?.id ?? 'unknown'}
          className="space-y-3"
          data-mother-group={group.mother?.id ?? ''}
        >
          {unit.groupedByMother && (
            <p className="font-semibold text-brand-700">
              {group.mother ? t.childrenFromWife(group.mother.name) : t.childrenUnknownMother}
            </p>
          )}
          {[
            { key: 'sons', label: t.sons, units: group.sons },
            { key: 'daughters', label: t.daughters, units: group.daughters },
          ]
            .filter((section) => section.units.length > 0)
            .map((section) => (
              <section key={section.key} data-section={section.key} aria-label={section.label}>
                <h4 className="mb-2 font-semibold text-amber-900">
                  {section.label} <bdi className="font-normal">({section.units.length})</bdi>
                </h4>
                <ul className="space-y-2 border-s-2 border-sand-200 ps-2">
                  {section.units.map((child) => (
                    <MobileNode key={child.member.id} unit={child} />
                  ))}
                </ul>
              </section>
            ))}
        </div>
      ))}
    </div>
  );
}
