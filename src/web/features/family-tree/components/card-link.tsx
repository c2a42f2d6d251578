import type { ComponentProps, MouseEvent } from 'react';
import { useCardNavigate } from './tree-context';

/** A click the browser should handle itself: a new tab or window, a download, not the main button. */
const browserHandles = (event: MouseEvent<HTMLAnchorElement>) =>
  event.defaultPrevented ||
  event.button !== 0 ||
  event.metaKey ||
  event.altKey ||
  event.ctrlKey ||
  event.shiftKey;

/**
 * A member's page from a card of the chart. Not React Router's `<Link>`: a Link reads the address
 * to resolve its path, so every link of the chart drew again each time the address changed, and it
 * changes at each card opened (`?open=`), before the branch's request leaves (bench:web). The paths
 * here are absolute: nothing needs the address, and the router is read only when one is clicked.
 */
export function CardLink({
  to,
  onClick,
  children,
  ...props
}: Omit<ComponentProps<'a'>, 'href'> & { to: string }) {
  const navigate = useCardNavigate();
  return (
    <a
      {...props}
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (browserHandles(event)) return;
        event.preventDefault();
        navigate(to);
      }}
    >
      {children}
    </a>
  );
}
