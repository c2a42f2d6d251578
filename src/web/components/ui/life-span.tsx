import { formatGenealogyDate } from '#shared/format/both-calendars.ts';
import type { PublicFamilyMember } from '#shared/schemas/family-member.ts';

/** Where room is short (a card, a list), a date is shown in its own calendar only. */
export const IN_A_LIST = { otherCalendar: false } as const;

/**
 * «نحو 1880م – 1952م»: the dates read by the site's one formatter, each isolated so free-text
 * dates never reorder in right-to-left text.
 */
export function LifeSpan({
  member,
  className,
}: {
  member: Pick<PublicFamilyMember, 'birth' | 'death'>;
  className?: string;
}) {
  if (!member.birth && !member.death) return null;
  return (
    <p className={className}>
      {member.birth && <bdi>{formatGenealogyDate(member.birth, IN_A_LIST)}</bdi>}
      {member.death && (
        <>
          {' – '}
          <bdi>{formatGenealogyDate(member.death, IN_A_LIST)}</bdi>
        </>
      )}
    </p>
  );
}
