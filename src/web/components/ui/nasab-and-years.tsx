import { formatGenealogyDate } from '#shared/format/both-calendars.ts';
import { IN_A_LIST } from './life-span';

/**
 * A found member's second line in a search list: the nasab that tells namesakes apart, then the
 * dates as LifeSpan shows them, each isolated so free-text dates never reorder in Arabic. A member
 * the family keeps private comes without dates: the nasab alone.
 */
export function NasabAndYears({ nasab, birth, death }: { nasab: string; birth?: string; death?: string }) {
  return (
    <>
      {nasab}
      {(birth || death) && (
        <>
          {' · '}
          {birth && <bdi>{formatGenealogyDate(birth, IN_A_LIST)}</bdi>}
          {death && (
            <>
              {' – '}
              <bdi>{formatGenealogyDate(death, IN_A_LIST)}</bdi>
            </>
          )}
        </>
      )}
    </>
  );
}
