import { messages } from '../../../../shared/messages';
import type { PersonCategory } from '../../../../shared/schemas/notable-person';
import { Badge } from '../../../components/ui/badge';
import { personCategoryTone } from '../people';

export function PersonCategoryBadge({ category }: { category: PersonCategory }) {
  return <Badge tone={personCategoryTone[category]}>{messages.notablePeople.categories[category]}</Badge>;
}
