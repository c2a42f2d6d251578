// Issue #10: «طباعة الفرع», a member's descendants laid out for paper (being built).
export default function FamilyMemberPrintRoute() {
  return null;
}
