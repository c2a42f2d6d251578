import { DuplicatesScreen } from '#web/features/admin/duplicates/components/duplicates-screen.tsx';

export default function DuplicatesRoute() {
  return <DuplicatesScreen />;
}
