import { RelativesScreen } from '#web/features/admin/relatives/components/relatives-screen.tsx';

export default function RelativesRoute() {
  return <RelativesScreen />;
}
