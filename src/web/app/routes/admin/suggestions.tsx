import { SuggestionsQueue } from '../../../features/admin/suggestions/components/suggestions-queue';

export default function SuggestionsRoute() {
  return <SuggestionsQueue />;
}
