import { messages } from '../../../shared/messages';
import { paths } from '../../config/paths';

/** SPEC §2: the navigation entries, in the spec's order. */
export const navItems = [
  { to: paths.home, label: messages.nav.home, end: true },
  { to: paths.history, label: messages.nav.history, end: false },
  { to: paths.familyTree, label: messages.nav.familyTree, end: false },
  { to: paths.notablePeople, label: messages.nav.notablePeople, end: false },
  { to: paths.news, label: messages.nav.news, end: false },
  { to: paths.diwan, label: messages.nav.diwan, end: false },
] as const;
