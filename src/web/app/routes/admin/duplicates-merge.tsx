import { MergeScreen } from '#web/features/admin/duplicates/components/merge-screen.tsx';

export default function DuplicatesMergeRoute() {
  return <MergeScreen />;
}
