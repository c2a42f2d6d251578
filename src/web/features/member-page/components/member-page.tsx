import { GitBranch, Printer, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { memberPageMessages } from '#shared/messages/member-page.ts';
import { highlightLines } from '#shared/format/highlights.ts';
import { parseId } from '#shared/schemas/ids.ts';
import type { MemberProfile } from '#shared/schemas/member-page.ts';
import { buttonClassName } from '#web/components/ui/button.tsx';
import { NotFoundState } from '#web/components/ui/not-found-state.tsx';
import { ErrorState, LoadingState } from '#web/components/ui/status-message.tsx';
import { paths } from '#web/config/paths.ts';
import { useMemberProfile } from '../api/get-member-profile';
import { LifeStory } from './life-story';
import { MemberHeader } from './member-header';
import { MemberMentions } from './member-mentions';
import { MemberRelatives } from './member-relatives';

const m = memberPageMessages;

/** An unknown id and one the family keeps hidden look the same (decision 015). */
export function MemberNotFound() {
  return (
    <NotFoundState
      title={m.notFound}
      detail={m.notFoundDetail}
      backTo={paths.familyTree}
      backLabel={m.backToTree}
    />
  );
}

export interface MemberPageProps {
  /** The `:id` of the route, as typed in the address bar. */
  id: string | undefined;
  /** Beside «عرض في الشجرة»: the share panel, composed by the route. */
  renderShare?: (profile: MemberProfile) => ReactNode;
  /** Below the family: «صلة القرابة», composed by the route. */
  renderKinship?: (profile: MemberProfile) => ReactNode;
  /** After the share panel: «اقترح تصحيحاً» (decision 021), composed by the route. */
  renderSuggest?: (profile: MemberProfile) => ReactNode;
  /** Under the buttons, first of the content: the member's occasions, a death notice foremost. */
  renderOccasions?: (profile: MemberProfile) => ReactNode;
}

/**
 * `/family-tree/member/{id}`, a member's own page: who they are (name, nasab, dates in
 * both calendars), their family in order, where the site mentions them, and the way to the tree.
 * Everything comes from profile.php, which already left out what the family keeps private.
 */
export function MemberPage(props: MemberPageProps) {
  const { id: rawId, renderShare, renderKinship, renderSuggest, renderOccasions } = props;
  const id = parseId(rawId);
  const query = useMemberProfile(id);

  if (id === null || query.data === null) return <MemberNotFound />;
  if (query.isPending) return <LoadingState />;
  if (query.isError) {
    return (
      <div className="px-4 py-16">
        <ErrorState message={m.loadError} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      </div>
    );
  }

  const profile = query.data;
  const { member } = profile;
  const highlights = highlightLines(member.highlights);
  return (
    <article>
      <MemberHeader profile={profile} />

      <div className="mx-auto flex max-w-4xl flex-col gap-10 px-4 py-8 sm:py-10">
        <div className="flex flex-wrap items-center gap-3">
          <Link to={paths.familyTreeFocus(member.id)} className={buttonClassName()}>
            <GitBranch aria-hidden className="size-5" />
            {m.showInTree}
          </Link>
          <Link to={paths.familyMemberPrint(member.id)} className={buttonClassName({ variant: 'outline' })}>
            <Printer aria-hidden className="size-5" />
            {m.printBranch}
          </Link>
          {renderShare?.(profile)}
          {renderSuggest?.(profile)}
        </div>

        {renderOccasions?.(profile)}

        {member.visibility === 'limited' && (
          <p className="flex items-start gap-3 rounded-xl border border-sand-200 bg-sand-100 p-4 text-slate-700">
            <ShieldCheck aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
            {m.limited}
          </p>
        )}

        {member.bio && (
          <div className="text-lg leading-loose whitespace-pre-line text-slate-800">{member.bio}</div>
        )}
        {highlights.length > 0 && (
          <ul className="list-disc space-y-2 ps-6 text-lg leading-relaxed text-slate-800 marker:text-gold-500">
            {highlights.map((line, index) => (
              <li key={index}>{line}</li>
            ))}
          </ul>
        )}

        <LifeStory profile={profile} />
        <MemberRelatives profile={profile} />
        <MemberMentions profile={profile} />
        {renderKinship?.(profile)}
      </div>
    </article>
  );
}
