/**
 * A found member's second line in a search list: the nasab that tells namesakes apart, then the
 * years as the family recorded them, each isolated (as LifeSpan does) so free-text years never
 * reorder in Arabic. A member the family keeps private comes without dates: the nasab alone.
 */
export function NasabAndYears({ nasab, birth, death }: { nasab: string; birth?: string; death?: string }) {
  return (
    <>
      {nasab}
      {(birth || death) && (
        <>
          {' · '}
          {birth && <bdi>{birth}</bdi>}
          {death && (
            <>
              {' – '}
              <bdi>{death}</bdi>
            </>
          )}
        </>
      )}
    </>
  );
}
