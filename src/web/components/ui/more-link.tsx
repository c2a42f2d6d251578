import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClassName } from './button';

/** A home section's way on to its full page ('all news', 'the whole tree' …). */
export function MoreLink({
  to,
  children,
  className,
}: {
  to: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <Link to={to} className={buttonClassName({ className })}>
      {children}
      {/* Left is forward in a right-to-left page: no mirroring. */}
      <ArrowLeft aria-hidden className="size-5" />
    </Link>
  );
}
