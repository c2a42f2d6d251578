/** «غير المقروءة: N» beside a screen's title (the inbox, the suggested corrections); nothing at 0. */
export function UnreadBadge({ count, label }: { count: number; label: (count: number) => string }) {
  if (count <= 0) return null;
  return (
    <p className="rounded-full bg-gold-400 px-3 py-1 text-sm font-bold text-brand-900">{label(count)}</p>
  );
}
