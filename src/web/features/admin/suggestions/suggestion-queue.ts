import type {
  MemberSuggestion,
  SuggestionField,
  SuggestionMember,
} from '#shared/schemas/member-suggestion.ts';

/** The queue's views: what waits (the default), what was done, or everything. */
export const queueFilters = ['open', 'applied', 'dismissed', 'all'] as const;
export type QueueFilter = (typeof queueFilters)[number];

export function filterSuggestions(
  suggestions: readonly MemberSuggestion[],
  filter: QueueFilter,
): MemberSuggestion[] {
  return filter === 'all'
    ? [...suggestions]
    : suggestions.filter((suggestion) => suggestion.status === filter);
}

/** The member form's text fields a suggested value can fill in; the others are entered by hand. */
export type PrefillField = 'name' | 'birth' | 'death' | 'bio';
const prefillFields: Partial<Record<SuggestionField, PrefillField>> = {
  name: 'name',
  birth: 'birth',
  death: 'death',
  bio: 'bio',
};

/**
 * What «تطبيق» fills in: the suggested value in the field it is about, when that field is plain
 * text in the member form and a value was given. Parents, spouses and photos are links and files:
 * the administrator chooses them, with the suggestion beside the form.
 */
export function prefillOf(
  suggestion: Pick<MemberSuggestion, 'field' | 'correctValue'>,
): { field: PrefillField; value: string } | null {
  const field = prefillFields[suggestion.field];
  const value = suggestion.correctValue.trim();
  return field && value ? { field, value } : null;
}

export type CurrentValueKey = keyof Omit<SuggestionMember, 'id'>;

/** The rows of the member's current values a suggestion is about, to mark them beside it. */
export function currentKeysOf(field: SuggestionField): CurrentValueKey[] {
  switch (field) {
    case 'name':
      return ['name', 'nasab'];
    case 'birth':
    case 'death':
    case 'bio':
      return [field];
    case 'parents':
      return ['father', 'mother'];
    case 'spouse':
      return ['spouses'];
    default:
      return [];
  }
}
