import { commonMessages } from '#shared/messages/common.ts';
import type { NewsCategory } from '#shared/schemas/news.ts';
import type { PersonCategory } from '#shared/schemas/notable-person.ts';
import { Badge, type BadgeTone } from './badge';

// One colour per category, the same on the public pages and in the admin lists.
const newsCategoryTone: Record<NewsCategory, BadgeTone> = {
  events: 'brand',
  academic: 'blue',
  achievements: 'gold',
  occasions: 'rose',
};

const personCategoryTone: Record<PersonCategory, BadgeTone> = {
  academic: 'blue',
  political: 'violet',
  social: 'green',
};

export function NewsCategoryBadge({ category }: { category: NewsCategory }) {
  return <Badge tone={newsCategoryTone[category]}>{commonMessages.newsCategories[category]}</Badge>;
}

/** A news item for the family alone: shown only to a signed-in relative, who is told so. */
export function FamilyOnlyBadge() {
  return <Badge tone="violet">{commonMessages.familyOnly}</Badge>;
}

export function PersonCategoryBadge({ category }: { category: PersonCategory }) {
  return <Badge tone={personCategoryTone[category]}>{commonMessages.personCategories[category]}</Badge>;
}
