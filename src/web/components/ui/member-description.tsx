/**
 * The nasab and years under a member's name in the admin's pickers: what tells ten men called
 * محمد apart. The years («1890–1952») read right to left like the tree's life spans (birth first),
 * whatever the text around them.
 */
export function MemberDescription({ choice }: { choice: { name: string; nasab: string; years: string } }) {
  const nasab = choice.nasab && choice.nasab !== choice.name ? choice.nasab : '';
  if (!nasab && !choice.years) return null;
  return (
    <>
      {nasab}
      {nasab && choice.years && ' · '}
      {choice.years && (
        <bdi dir="rtl" className="whitespace-nowrap">
          {choice.years}
        </bdi>
      )}
    </>
  );
}
