import { buildPageTitle } from '#shared/format/text.ts';
import { useSiteSettings } from '../api/get-site-settings';

/**
 * The tab's title: the family's name, then the page (home by default). React puts a `<title>`
 * rendered anywhere into the document's head, adopting the one the server wrote there.
 */
export function PageTitle({ section }: { section?: string }) {
  const familyName = useSiteSettings().data?.familyName ?? '';
  return <title>{buildPageTitle(familyName, section)}</title>;
}
