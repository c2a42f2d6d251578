import { MoveHorizontal } from 'lucide-react';
import { useState } from 'react';
import { ZOOM } from '../../../../shared/family-tree/zoom';
import { publicMessages } from '../../../../shared/messages/public';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/status-message';
import { useFamilyMembers } from '../api/get-family-members';
import { useFamilyTree } from '../hooks/use-family-tree';
import { useIsDesktop } from '../hooks/use-is-desktop';
import { DesktopTree } from './desktop-tree';
import { FounderProfile } from './founder-profile';
import { MobileTree } from './mobile-tree';
import { TreeBanner } from './tree-banner';
import { ZoomControl } from './zoom-control';

const t = publicMessages.familyTree;

/**
 * The family-tree page (SPEC §2). `founderName` comes from the site settings; `undefined` while
 * they load, '' when there is none (then the tree still shows, without a founder section).
 */
export function FamilyTreeScreen({ founderName }: { founderName: string | undefined }) {
  const members = useFamilyMembers();
  const tree = useFamilyTree(members.data, founderName);
  const [zoom, setZoom] = useState<number>(ZOOM.initial);
  const isDesktop = useIsDesktop();

  let body;
  if (members.isError) {
    body = (
      <ErrorState
        message={t.loadError}
        onRetry={() => void members.refetch()}
        retrying={members.isFetching}
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
        <section aria-labelledby="tree-heading" className="mx-auto mt-12 max-w-7xl">
          <div className="mb-4 flex flex-wrap items-center justify-between gap-4">
            <h2 id="tree-heading" className="text-2xl font-bold text-brand-700">
              {t.treeHeading}
            </h2>
            <ZoomControl value={zoom} onChange={setZoom} />
          </div>
          {isDesktop !== false && (
            <p
              className={`mb-3 items-center gap-2 text-slate-600 ${isDesktop === null ? 'hidden md:flex' : 'flex'}`}
            >
              <MoveHorizontal aria-hidden className="size-5 shrink-0 text-brand-500" />
              {t.scrollHint}
            </p>
          )}
          {/* Server-rendered: both, the width picks one; then only the one that fits (same places,
              so the tree that stays is kept as it is). */}
          <div className={isDesktop === null ? 'hidden md:block' : undefined}>
            {isDesktop !== false && <DesktopTree tree={tree} zoom={zoom} />}
          </div>
          <div className={isDesktop === null ? 'md:hidden' : undefined}>
            {isDesktop !== true && <MobileTree tree={tree} zoom={zoom} />}
          </div>
        </section>
      </>
    );
  }

  return (
    <div className="pb-16">
      <TreeBanner />
      <div className="px-4 pt-10">{body}</div>
    </div>
  );
}
