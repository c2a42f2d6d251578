import { buildPageTitle } from '../../../../shared/format/text';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useSiteSettings } from '../api/get-site-settings';

/** SPEC §2: sets document.title to the family-name prefix plus the section (home by default). */
export function usePageTitle(section?: string): void {
  const familyName = useSiteSettings().data?.familyName ?? '';
  useDocumentTitle(buildPageTitle(familyName, section));
}
