import { Loader2, type LucideIcon } from 'lucide-react';

/** A button's icon, or a spinner in its place while the button's action runs. */
export function BusyIcon({ busy, icon: Icon }: { busy: boolean; icon: LucideIcon }) {
  return busy ? (
    <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
  ) : (
    <Icon className="size-4" aria-hidden="true" />
  );
}
