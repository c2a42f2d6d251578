import { UserRound } from 'lucide-react';
import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import { formatGenealogyDate } from '#shared/format/both-calendars.ts';
import { isFemale } from '#shared/family-tree/members.ts';
import { givenName } from '#shared/family-tree/nasab.ts';
import { memberPageMessages } from '#shared/messages/member-page.ts';
import { publicMessages } from '#shared/messages/public.ts';
import type { MemberProfile } from '#shared/schemas/member-page.ts';
import { CitationMarks } from '#web/components/ui/citation-marks.tsx';
import { ResponsiveImage } from '#web/components/ui/responsive-image.tsx';
import { paths } from '#web/config/paths.ts';

const m = memberPageMessages;

/** The photo, or a quiet silhouette when there is none (or the family keeps it private). */
function MemberPhoto({ image, name }: { image: string | undefined; name: string }) {
  const [failed, setFailed] = useState(false);
  const frame = 'size-28 shrink-0 overflow-hidden rounded-full border-4 border-white/80 shadow-lg sm:size-36';
  const silhouette = <UserRound aria-hidden className="size-16 text-brand-100" />;
  if (!image)
    return <div className={`${frame} flex items-center justify-center bg-brand-600`}>{silhouette}</div>;
  // The failed image stays, hidden, in its frame (ResponsiveImage's `hidden`).
  return (
    <div className={failed ? `${frame} flex items-center justify-center bg-brand-600` : frame}>
      <ResponsiveImage
        src={image}
        alt={m.photoAlt(name)}
        sizes="144px"
        width={144}
        height={144}
        priority
        onError={() => setFailed(true)}
        hidden={failed}
        className="size-full object-cover"
      />
      {failed && silhouette}
    </div>
  );
}

/**
 * «محمد بن عبدالله بن سالم الفلاني», each forefather a link to his own page
 * (docs/genealogy.md#names-and-the-nasab: the nasab is how a Kuwaiti family tells namesakes apart). Given
 * names, as buildNasab words it, and the root's whole recorded name, which usually carries the family name. A
 * forefather the family keeps hidden stays «—», unlinked, so the chain still reads.
 */
function NasabChain({ profile }: { profile: MemberProfile }) {
  const { member, lineage, citations } = profile;
  if (lineage.length === 0) return null;
  const words = publicMessages.familyTree;
  return (
    <p className="text-lg leading-relaxed text-brand-50">
      <span>{givenName(member.name)}</span>
      {lineage.map((ancestor, index) => {
        const shown = index === lineage.length - 1 ? ancestor.name : givenName(ancestor.name);
        return (
          <Fragment key={ancestor.id}>
            {' '}
            {index === 0 && isFemale(member) ? words.daughter : words.son}{' '}
            {ancestor.visibility === 'hidden' ? (
              <span title={m.hiddenAncestor}>{shown}</span>
            ) : (
              <Link
                to={paths.familyMember(ancestor.id)}
                className="rounded-sm font-semibold text-white underline decoration-white/40 underline-offset-4 hover:decoration-gold-400"
              >
                {shown}
              </Link>
            )}
          </Fragment>
        );
      })}
      <CitationMarks citations={citations} fact="parents" tone="dark" />
    </p>
  );
}

/** The page's opening: photo, name, nasab, role, generation, and the dates in both calendars. */
export function MemberHeader({ profile }: { profile: MemberProfile }) {
  const { member } = profile;
  const dates = [
    { label: m.birth, value: member.birth, fact: 'birth' as const },
    { label: m.death, value: member.death, fact: 'death' as const },
  ].filter((date): date is { label: string; value: string; fact: 'birth' | 'death' } =>
    Boolean(date.value?.trim()),
  );
  return (
    <header className="bg-brand-700 px-4 py-10 text-white sm:py-14">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 text-center sm:flex-row sm:items-start sm:text-start">
        <MemberPhoto image={member.image} name={member.name} />
        <div className="flex min-w-0 flex-col gap-3">
          <h1 className="text-3xl leading-snug font-bold break-words sm:text-4xl">
            {/* One isolate, its direction from its first letter: a Latin name with its title and
                suffix («Lt. Cmndr. Joseph Allen jr.») reads left to right, its full stop kept last. */}
            <bdi>
              {member.name_prefix && (
                <span className="font-semibold text-brand-100">{member.name_prefix} </span>
              )}
              {member.name}
              {member.surname && <span className="font-semibold text-brand-100"> {member.surname}</span>}
              {member.name_suffix && (
                <span className="font-semibold text-brand-100"> {member.name_suffix}</span>
              )}
            </bdi>
            <CitationMarks citations={profile.citations} fact="name" tone="dark" />
          </h1>
          <NasabChain profile={profile} />
          <div className="flex flex-wrap items-center justify-center gap-2 sm:justify-start">
            {member.role && (
              <span className="rounded-full bg-gold-400 px-3 py-0.5 text-sm font-semibold text-brand-900">
                {member.role}
              </span>
            )}
            <span className="rounded-full bg-white/10 px-3 py-0.5 text-sm font-semibold text-brand-50">
              {m.generation(member.generation)}
            </span>
          </div>
          {dates.length > 0 && (
            <dl className="flex flex-col gap-1 text-brand-50">
              {dates.map((date) => (
                <div key={date.label} className="flex flex-wrap justify-center gap-x-2 sm:justify-start">
                  <dt className="font-semibold text-white">{date.label}:</dt>
                  <dd>
                    <bdi>{formatGenealogyDate(date.value)}</bdi>
                    <CitationMarks citations={profile.citations} fact={date.fact} tone="dark" />
                  </dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      </div>
    </header>
  );
}
