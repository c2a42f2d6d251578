import { Crosshair, MoveHorizontal } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { BranchFocus } from '#shared/family-tree/branch-focus.ts';
import type { FamilyTree } from '#shared/family-tree/build-tree.ts';
import { ZOOM } from '#shared/family-tree/zoom.ts';
import { publicMessages } from '#shared/messages/public.ts';
import { treeChartMessages } from '#shared/messages/tree-chart.ts';
import type { PublicFamilyMember } from '#shared/schemas/family-member.ts';
import { EmptyState, ErrorState, LoadingState } from '#web/components/ui/status-message.tsx';
import { parseId } from '#shared/schemas/ids.ts';
import { useHydrated } from '../hooks/use-hydrated';
import { useIsDesktop } from '../hooks/use-is-desktop';
import { useOpenBranches } from '../hooks/use-open-branches';
import { useFocusNewTops } from '../hooks/use-focus-new-tops';
import { useSlicedTree, type MoreTops } from '../hooks/use-sliced-tree';
import { useTopPages } from '../hooks/use-top-pages';
import { useTreeFocus } from '../hooks/use-tree-focus';
import type { DesktopTreeHandle } from '../hooks/use-chart-placement';
import { DesktopTree } from './desktop-tree';
import { FounderProfile } from './founder-profile';
import { MobileTree } from './mobile-tree';
import { MoreTopsButton } from './more-tops';
import { TreeBanner } from './tree-banner';
import type { MemberCardAction, TreeBranches } from './tree-context';
import { ZoomControl } from './zoom-control';
import { BelowTheFold } from '#web/lib/below-the-fold.tsx';

const t = publicMessages.familyTree;
const c = treeChartMessages;

/**
 * The family-tree page (docs/product.md#family-tree). `founderName` comes from the site settings; `undefined`
 * while they load, '' when there is none (then the tree still shows, without a founder section).
 * `search` is shown under the banner, above the tree, whatever state the tree is in: the route
 * brings it from its own feature, as it brings `memberAction` for the cards.
 */
export function FamilyTreeScreen({
  founderName,
  search,
  memberAction = null,
}: {
  founderName: string | undefined;
  search?: ReactNode;
  memberAction?: MemberCardAction | null;
}) {
  // `?member={id}`, `?open=` and `?tops=`, applied once the page is hydrated: the server's page
  // cache keys /family-tree without its query (plugins/web.ts, `ignoresQuery`), so the HTML a
  // visitor gets may have been rendered for another `?member=`, or for none. Both sides first
  // render the first screen; the way down to the member is then asked for, and the focused tree
  // drawn afresh (the key below) and centred.
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  const rawMember = hydrated ? searchParams.get('member') : null;
  const opened = useOpenBranches(hydrated);
  const topPages = useTopPages(hydrated);
  const { tree, firstScreen, branches, moreTops } = useSlicedTree(parseId(rawMember), opened, topPages);
  const focus = useTreeFocus(tree, rawMember);

  let body;
  if (firstScreen.isError) {
    body = (
      <ErrorState
        message={t.loadError}
        onRetry={() => void firstScreen.refetch()}
        retrying={firstScreen.isFetching}
      />
    );
  } else if (!tree || founderName === undefined) {
    body = <LoadingState />;
  } else if (tree.members.length === 0) {
    body = <EmptyState>{t.noMembers}</EmptyState>;
  } else {
    body = (
      <>
        {tree.root && <FounderProfile founder={tree.root} nasab={tree.nasabOf(tree.root)} />}
        <TreeSection
          tree={tree}
          focus={focus}
          branches={branches}
          openedIds={opened.ids}
          moreTops={moreTops}
          memberAction={memberAction}
        />
      </>
    );
  }

  return (
    <div className="pb-16">
      <TreeBanner />
      {search && <div className="px-4 pt-10">{search}</div>}
      <div className="px-4 pt-10">{body}</div>
    </div>
  );
}

/**
 * The tree's own section: its heading and controls, and the chart on a wide screen or the list
 * on a phone, then the button for more tops.
 */
function TreeSection({
  tree,
  focus,
  branches,
  openedIds,
  moreTops,
  memberAction,
}: {
  tree: FamilyTree<PublicFamilyMember>;
  focus: BranchFocus | null;
  branches: TreeBranches;
  openedIds: readonly number[];
  moreTops: MoreTops | null;
  memberAction: MemberCardAction | null;
}) {
  const [zoom, setZoom] = useState<number>(ZOOM.initial);
  const isDesktop = useIsDesktop();
  // Another member named in the address draws the chart afresh, opened and centred on them.
  const focusKey = focus ? `member-${focus.memberId}` : 'tree';
  const chart = useRef<DesktopTreeHandle>(null);
  const section = useRef<HTMLElement>(null);
  const expectNewTops = useFocusNewTops(section, tree, moreTops?.status, isDesktop);
  const charts = { tree, zoom, focus, branches, openedIds, memberAction };
  return (
    <section ref={section} aria-labelledby="tree-heading" className="mx-auto mt-12 max-w-7xl">
      <TreeSectionHeader
        isDesktop={isDesktop}
        focusedName={focus ? (tree.byId.get(focus.memberId)?.name ?? '') : null}
        onCentre={() => chart.current?.centre()}
        zoom={zoom}
        onZoomChange={setZoom}
      />
      {/* Server-rendered: both, the width picks one; then only the one that fits (same places,
          so the tree that stays is kept as it is). */}
      <div className={isDesktop === null ? 'hidden md:block' : undefined}>
        {isDesktop !== false && (
          <BelowTheFold key={focusKey}>
            <DesktopTree ref={chart} onZoomChange={setZoom} {...charts} />
          </BelowTheFold>
        )}
      </div>
      <div className={isDesktop === null ? 'md:hidden' : undefined}>
        {isDesktop !== true && (
          <BelowTheFold key={focusKey}>
            <MobileTree {...charts} />
          </BelowTheFold>
        )}
      </div>
      {moreTops && (
        <MoreTopsButton
          moreTops={moreTops}
          onMore={() => {
            expectNewTops();
            moreTops.more();
          }}
        />
      )}
    </section>
  );
}

/**
 * «شجرة العائلة» with the chart's «توسيط» and zoom, and the hint on how to move around the chart.
 * `isDesktop` null: the width is not known yet, and the chart's own controls show from 768 px.
 */
export function TreeSectionHeader({
  isDesktop,
  focusedName,
  onCentre,
  zoom,
  onZoomChange,
}: {
  isDesktop: boolean | null;
  /** The member named in the address, whom «توسيط» centres; null for the founder. */
  focusedName: string | null;
  onCentre: () => void;
  zoom: number;
  onZoomChange: (zoom: number) => void;
}) {
  const desktopOnly = isDesktop === null ? 'hidden md:flex' : 'flex';
  return (
    <>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-4">
        <h2 id="tree-heading" className="text-2xl font-bold text-brand-700">
          {t.treeHeading}
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          {isDesktop !== false && (
            <button
              type="button"
              onClick={onCentre}
              title={focusedName !== null ? c.centreOnMember(focusedName) : undefined}
              className={`${desktopOnly} min-h-10 items-center gap-2 rounded-full border border-brand-100 bg-white px-4 font-semibold text-brand-700 transition hover:bg-brand-50`}
            >
              <Crosshair aria-hidden className="size-5" />
              {c.centre}
            </button>
          )}
          <ZoomControl value={zoom} onChange={onZoomChange} />
        </div>
      </div>
      {isDesktop !== false && (
        <p id="tree-chart-hint" className={`mb-3 items-start gap-2 text-slate-600 ${desktopOnly}`}>
          <MoveHorizontal aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-500" />
          <span>
            {t.scrollHint}. {c.zoomHint} {c.keyboardHint}
          </span>
        </p>
      )}
    </>
  );
}
