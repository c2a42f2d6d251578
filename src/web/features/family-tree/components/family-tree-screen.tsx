import { Crosshair, MoveHorizontal } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { ZOOM } from '../../../../shared/family-tree/zoom';
import { publicMessages } from '../../../../shared/messages/public';
import { treeChartMessages } from '../../../../shared/messages/tree-chart';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/status-message';
import { parseId } from '../../../../shared/schemas/ids';
import { useHydrated } from '../hooks/use-hydrated';
import { useIsDesktop } from '../hooks/use-is-desktop';
import { useOpenBranches } from '../hooks/use-open-branches';
import { useSlicedTree } from '../hooks/use-sliced-tree';
import { useTopPages } from '../hooks/use-top-pages';
import { useTreeFocus } from '../hooks/use-tree-focus';
import type { DesktopTreeHandle } from '../hooks/use-chart-placement';
import { DesktopTree } from './desktop-tree';
import { FounderProfile } from './founder-profile';
import { MobileTree } from './mobile-tree';
import { MoreTopsButton } from './more-tops';
import { TreeBanner } from './tree-banner';
import type { MemberCardAction } from './tree-context';
import { ZoomControl } from './zoom-control';
import { BelowTheFold } from '../../../lib/below-the-fold';

const t = publicMessages.familyTree;
const c = treeChartMessages;

/**
 * The family-tree page (SPEC §2). `founderName` comes from the site settings; `undefined` while
 * they load, '' when there is none (then the tree still shows, without a founder section).
 * `search` is shown under the banner, above the tree, whatever state the tree is in: the route
 * brings it from its own feature (issue #10), as it brings `memberAction` for the cards (issue #11).
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
  const [zoom, setZoom] = useState<number>(ZOOM.initial);
  const isDesktop = useIsDesktop();
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
  // Another member named in the address draws the chart afresh, opened and centred on them.
  const focusKey = focus ? `member-${focus.memberId}` : 'tree';
  const chart = useRef<DesktopTreeHandle>(null);
  const section = useRef<HTMLElement>(null);
  // The tops drawn when the reader asked for more: the first new one then takes the focus, so the
  // reader is taken to the families that came (on the chart they are far along the top row).
  const topsBefore = useRef<ReadonlySet<number> | null>(null);
  useEffect(() => {
    const before = topsBefore.current;
    if (!before || !tree) return;
    if (moreTops?.status === 'error') {
      topsBefore.current = null;
      return;
    }
    const fresh = tree.tops.find((unit) => !before.has(unit.member.id));
    if (!fresh) return;
    topsBefore.current = null;
    const id = fresh.member.id;
    section.current
      ?.querySelector<HTMLElement>(
        isDesktop
          ? `[data-testid="desktop-tree"] [data-card][data-member-id="${id}"] [data-card-focus]`
          : `[data-testid="mobile-tree"] li[data-member-id="${id}"] > h3 > button`,
      )
      ?.focus();
  }, [tree, moreTops?.status, isDesktop]);
  // Before the browser knows the width, the chart's own controls show from 768 px only.
  const desktopOnly = isDesktop === null ? 'hidden md:flex' : 'flex';

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
        <section ref={section} aria-labelledby="tree-heading" className="mx-auto mt-12 max-w-7xl">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-4">
            <h2 id="tree-heading" className="text-2xl font-bold text-brand-700">
              {t.treeHeading}
            </h2>
            <div className="flex flex-wrap items-center gap-3">
              {isDesktop !== false && (
                <button
                  type="button"
                  onClick={() => chart.current?.centre()}
                  title={focus ? c.centreOnMember(tree.byId.get(focus.memberId)?.name ?? '') : undefined}
                  className={`${desktopOnly} min-h-10 items-center gap-2 rounded-full border border-brand-100 bg-white px-4 font-semibold text-brand-700 transition hover:bg-brand-50`}
                >
                  <Crosshair aria-hidden className="size-5" />
                  {c.centre}
                </button>
              )}
              <ZoomControl value={zoom} onChange={setZoom} />
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
          {/* Server-rendered: both, the width picks one; then only the one that fits (same places,
              so the tree that stays is kept as it is). */}
          <div className={isDesktop === null ? 'hidden md:block' : undefined}>
            {isDesktop !== false && (
              <BelowTheFold key={focusKey}>
                <DesktopTree
                  ref={chart}
                  tree={tree}
                  zoom={zoom}
                  onZoomChange={setZoom}
                  focus={focus}
                  branches={branches}
                  openedIds={opened.ids}
                  memberAction={memberAction}
                />
              </BelowTheFold>
            )}
          </div>
          <div className={isDesktop === null ? 'md:hidden' : undefined}>
            {isDesktop !== true && (
              <BelowTheFold key={focusKey}>
                <MobileTree
                  tree={tree}
                  zoom={zoom}
                  focus={focus}
                  branches={branches}
                  openedIds={opened.ids}
                  memberAction={memberAction}
                />
              </BelowTheFold>
            )}
          </div>
          {moreTops && (
            <MoreTopsButton
              moreTops={moreTops}
              onMore={() => {
                topsBefore.current = new Set(tree.tops.map((unit) => unit.member.id));
                moreTops.more();
              }}
            />
          )}
        </section>
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
