import { useEffect } from 'react';
import { buildPageTitle } from '../../../../shared/format/text';
import { useSiteSettings } from '../api/get-site-settings';

/** SPEC §2: sets document.title to the family-name prefix plus the section (home by default). */
export function usePageTitle(section?: string): void {
  const familyName = useSiteSettings().data?.familyName ?? '';
  useEffect(() => {
    document.title = buildPageTitle(familyName, section);
  }, [familyName, section]);
}
