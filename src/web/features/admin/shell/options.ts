/** Choices for a select or filter from a list of values and their Arabic labels. */
export function optionsOf<T extends string>(
  values: readonly T[],
  labels: Readonly<Record<T, string>>,
): { value: T; label: string }[] {
  return values.map((value) => ({ value, label: labels[value] }));
}
