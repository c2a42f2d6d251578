// Issue #10: find a member by name or nasab (being built); choosing one opens the member's page.
export interface MemberSearchProps {
  /** `page`: the box on /family-tree; `nav`: the way in from every page's navigation. */
  variant?: 'page' | 'nav';
}

export function MemberSearch(_props: MemberSearchProps) {
  return null;
}
