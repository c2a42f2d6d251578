/**
 * The value under the pointer, above the chart. Pointer-only, so hidden from screen readers,
 * who have the table; its line keeps its height so the chart does not jump.
 */
export function ChartReadout({ text }: { text: string }) {
  return (
    <p aria-hidden="true" className="min-h-6 text-sm font-semibold text-brand-900">
      {text}
    </p>
  );
}
