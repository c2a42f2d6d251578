import { SuggestionsQueue } from '#web/features/admin/suggestions/components/suggestions-queue.tsx';

export default function SuggestionsRoute() {
  return <SuggestionsQueue />;
}
