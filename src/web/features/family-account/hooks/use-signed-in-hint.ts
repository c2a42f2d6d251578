import { useSyncExternalStore } from 'react';
import { SIGNED_IN_HINT_COOKIE } from '#shared/page-state.ts';

const noSubscription = () => () => {};
const hinted = () => document.cookie.split('; ').includes(`${SIGNED_IN_HINT_COOKIE}=1`);

/**
 * Whether a relative's session may be open here (the hint cookie beside it): false on the server
 * and while hydrating, so the page is the same for everyone; read again at each render after
 * (a sign-in leads to another page, which renders the layout again).
 */
export function useSignedInHint(): boolean {
  return useSyncExternalStore(noSubscription, hinted, () => false);
}
