import { Loader2, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface DangerTextButtonProps {
  /** Names the item for screen readers: «حذف الرسالة: …». */
  label: string;
  /** This item's action is on its way: the icon spins and the button waits. */
  busy: boolean;
  Icon: LucideIcon;
  onClick: () => void;
  children: ReactNode;
}

/** A card's destructive action in words (delete a message, dismiss a suggestion), red and quiet. */
export function DangerTextButton({ label, busy, Icon, onClick, children }: DangerTextButtonProps) {
  return (
    <button
      type="button"
      className="inline-flex items-center gap-1.5 rounded-lg px-3 py-2 font-semibold text-red-700 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-50"
      disabled={busy}
      aria-label={label}
      onClick={onClick}
    >
      {busy ? (
        <Loader2 className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
      ) : (
        <Icon className="size-4" aria-hidden="true" />
      )}
      {children}
    </button>
  );
}
