// Issue #10: a member's own page (being built).
export default function FamilyMemberRoute() {
  return null;
}
