import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { commonMessages } from '#shared/messages/common.ts';
import { paths } from '#web/config/paths.ts';

/**
 * Leaving a form with unsaved changes asks first (decision 009), both for links inside the app
 * (react-router's blocker) and for closing or reloading the tab (`beforeunload`).
 * A redirect to the login page is never blocked: the draft survives it on purpose.
 * `onDiscard` runs when the administrator confirms leaving (e.g. to drop the draft).
 * Call `allowNextNavigation()` right before navigating away after a successful save.
 */
export function useUnsavedChangesPrompt(dirty: boolean, onDiscard?: () => void) {
  const dirtyRef = useRef(dirty);
  const onDiscardRef = useRef(onDiscard);
  const bypassRef = useRef(false);
  useLayoutEffect(() => {
    dirtyRef.current = dirty;
    onDiscardRef.current = onDiscard;
    if (dirty) bypassRef.current = false;
  });

  const shouldBlock = useCallback<BlockerFunction>(({ currentLocation, nextLocation }) => {
    if (bypassRef.current || !dirtyRef.current) return false;
    if (nextLocation.pathname === paths.admin.login) return false;
    return currentLocation.pathname !== nextLocation.pathname;
  }, []);
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(commonMessages.unsavedChanges)) {
      onDiscardRef.current?.();
      blocker.proceed();
    } else {
      blocker.reset();
    }
  }, [blocker]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return {
    allowNextNavigation: useCallback(() => {
      bypassRef.current = true;
    }, []),
  };
}
