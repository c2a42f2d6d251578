// Issue #10: «صلة القرابة» on a member's page (being built): pick another member, read what they
// are to this one, with the path between them.
export interface KinshipPanelProps {
  /** The member whose page this is: the answer says what the picked member is to them. */
  member: { id: number; name: string };
}

export function KinshipPanel(_props: KinshipPanelProps) {
  return null;
}
