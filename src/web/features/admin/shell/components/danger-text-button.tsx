import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { BusyIcon } from './busy-icon';

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
      <BusyIcon busy={busy} icon={Icon} />
      {children}
    </button>
  );
}
