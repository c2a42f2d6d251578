import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { memberPageMessages } from '#shared/messages/member-page.ts';
import type { MemberProfile, MemberSummary, SpouseSummary } from '#shared/schemas/member-page.ts';
import { CitationMarks } from '#web/components/ui/citation-marks.tsx';
import { LifeSpan } from '#web/components/ui/life-span.tsx';
import { paths } from '#web/config/paths.ts';

const m = memberPageMessages;

/** One relative: their name linking to their page, the years, and what ties them (a rank, an end). */
function Relative({
  person,
  label,
  note,
  marks,
}: {
  person: MemberSummary;
  label?: string;
  note?: string;
  /** The sources of the tie (a marriage's), beside it. */
  marks?: ReactNode;
}) {
  const female = person.gender === 'female';
  return (
    <li
      className={`flex min-h-14 flex-col justify-center rounded-xl border bg-white px-4 py-2 shadow-sm ${
        female ? 'border-rose-200' : 'border-sand-200'
      }`}
    >
      {label && <span className="text-sm font-semibold text-slate-600">{label}</span>}
      {person.visibility === 'hidden' ? (
        <span className="text-lg text-slate-500" title={m.hiddenAncestor}>
          {person.name}
        </span>
      ) : (
        <Link
          to={paths.familyMember(person.id)}
          className="self-start rounded-sm text-lg font-semibold text-brand-700 hover:underline"
        >
          {person.name}
        </Link>
      )}
      <LifeSpan member={person} className="text-sm text-slate-600" />
      {note && <span className="text-sm text-slate-600">{note}</span>}
      {marks}
    </li>
  );
}

function RelativeList({ children }: { children: ReactNode }) {
  return <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">{children}</ul>;
}

function Section({ title, count, children }: { title: string; count?: number; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-4">
      <h2 className="text-2xl font-bold text-brand-700">
        {title}
        {count !== undefined && (
          <span className="ms-2 text-lg font-semibold text-slate-600">{m.count(count)}</span>
        )}
      </h2>
      {children}
    </section>
  );
}

/** A group of relatives under its own heading (the mother's children, the paternal siblings). */
function RelativeGroup({ title, people }: { title?: string; people: MemberSummary[] }) {
  return (
    <div className="flex flex-col gap-3">
      {title && <h3 className="text-lg font-semibold text-slate-700">{title}</h3>}
      <RelativeList>
        {people.map((person) => (
          <Relative key={person.id} person={person} />
        ))}
      </RelativeList>
    </div>
  );
}

/**
 * A wife's rank is her place among her husband's wives (`order`); a husband's is his place among
 * this woman's husbands, as she married them (the list's order): `order` on his link is her rank
 * among his wives, the first for each husband of a remarried widow.
 */
function spouseLabel(spouse: SpouseSummary, position: number, many: boolean): string {
  const female = spouse.gender === 'female';
  if (many) return m.spouseRank(female, female ? spouse.order : position + 1);
  return female ? m.wife : m.husband;
}

/**
 * Father and mother, the spouses in order (a man's wives by rank, a woman's husbands as she married
 * them, docs/genealogy.md#several-wives), the children grouped by their other parent, and the siblings: full,
 * then through the father, then through the mother. Sections with nobody in them are left out.
 */
export function MemberRelatives({ profile }: { profile: MemberProfile }) {
  const { member, father, mother, spouses, children, siblings } = profile;
  const manySpouses = spouses.length > 1;
  const childCount = children.reduce((total, group) => total + group.children.length, 0);
  const siblingGroups = [
    { title: m.siblingsFull, people: siblings.full },
    { title: m.siblingsPaternal, people: siblings.paternal },
    { title: m.siblingsMaternal, people: siblings.maternal },
  ].filter((group) => group.people.length > 0);
  const siblingCount = siblingGroups.reduce((total, group) => total + group.people.length, 0);
  // A group's heading says whose children they are only when there is more than one way to read it.
  const namedGroups = children.length > 1 || children.some((group) => group.partner !== null);

  return (
    <>
      {(father || mother || spouses.length > 0) && (
        <Section title={m.family}>
          <RelativeList>
            {father && <Relative person={father} label={m.father} />}
            {mother && <Relative person={mother} label={m.mother} />}
            {spouses.map((spouse, position) => (
              <Relative
                key={spouse.id}
                person={spouse}
                label={spouseLabel(spouse, position, manySpouses)}
                note={spouse.ended ? m.marriageEnded[spouse.ended] : undefined}
                marks={<CitationMarks citations={profile.citations} fact="marriage" spouseId={spouse.id} />}
              />
            ))}
          </RelativeList>
        </Section>
      )}

      {childCount > 0 && (
        <Section title={m.children} count={childCount}>
          {children.map((group) => (
            <RelativeGroup
              key={group.partner?.id ?? 'unrecorded'}
              title={
                !namedGroups
                  ? undefined
                  : group.partner
                    ? m.childrenBy(member.gender !== 'female', group.partner.name)
                    : m.childrenOfUnrecorded(member.gender !== 'female')
              }
              people={group.children}
            />
          ))}
        </Section>
      )}

      {siblingCount > 0 && (
        <Section title={m.siblings} count={siblingCount}>
          {siblingGroups.map((group) => (
            <RelativeGroup key={group.title} title={group.title} people={group.people} />
          ))}
        </Section>
      )}
    </>
  );
}
