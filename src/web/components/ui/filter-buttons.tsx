export interface FilterOption<T extends string> {
  value: T;
  label: string;
}

interface FilterButtonsProps<T extends string> {
  /** Names the group for screen readers, e.g. «تصنيف الأخبار». */
  label: string;
  options: readonly FilterOption<T>[];
  value: T;
  onChange: (value: T) => void;
  /** Smaller buttons aligned to the start, for the admin lists' toolbars. */
  compact?: boolean;
}

/**
 * A row of toggle buttons of which exactly one is pressed (category filters, docs/product.md#public-pages).
 */
export function FilterButtons<T extends string>({
  label,
  options,
  value,
  onChange,
  compact = false,
}: FilterButtonsProps<T>) {
  return (
    <div
      role="group"
      aria-label={label}
      className={`flex flex-wrap gap-2 ${compact ? '' : 'justify-center'}`}
    >
      {options.map((option) => {
        const pressed = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={pressed}
            onClick={() => onChange(option.value)}
            className={`rounded-full border font-semibold transition ${compact ? 'px-4 py-1.5 text-sm' : 'min-h-11 px-5 py-2'} ${
              pressed
                ? 'border-brand-600 bg-brand-600 text-white shadow-sm'
                : 'border-sand-200 bg-white text-brand-700 hover:border-brand-500 hover:bg-brand-50'
            }`}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}

/** Choices for a filter or a select from a list of values and their Arabic labels. */
export function optionsOf<T extends string>(
  values: readonly T[],
  labels: Readonly<Record<T, string>>,
): FilterOption<T>[] {
  return values.map((value) => ({ value, label: labels[value] }));
}
