import { messages } from '../../../../shared/messages';
import type { NewsCategory } from '../../../../shared/schemas/news';
import { Badge } from '../../../components/ui/badge';
import { newsCategoryTone } from '../news';

export function NewsCategoryBadge({ category }: { category: NewsCategory }) {
  return <Badge tone={newsCategoryTone[category]}>{messages.news.categories[category]}</Badge>;
}
