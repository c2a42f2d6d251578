import type { PublicFamilyMember } from '../../../shared/schemas/family-member';

/** «1880 – 1952», each date isolated so free-text years never reorder in right-to-left text. */
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
      {member.birth && <bdi>{member.birth}</bdi>}
      {member.death && (
        <>
          {' – '}
          <bdi>{member.death}</bdi>
        </>
      )}
    </p>
  );
}
