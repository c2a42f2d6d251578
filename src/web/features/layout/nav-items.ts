import { publicMessages } from '#shared/messages/public.ts';
import { paths } from '#web/config/paths.ts';

/** docs/product.md#site-frame: the navigation entries, in that order. */
export const navItems = [
  { to: paths.home, label: publicMessages.nav.home, end: true },
  { to: paths.history, label: publicMessages.nav.history, end: false },
  { to: paths.familyTree, label: publicMessages.nav.familyTree, end: false },
  { to: paths.notablePeople, label: publicMessages.nav.notablePeople, end: false },
  { to: paths.news, label: publicMessages.nav.news, end: false },
  { to: paths.occasions, label: publicMessages.nav.occasions, end: false },
  { to: paths.diwan, label: publicMessages.nav.diwan, end: false },
] as const;
