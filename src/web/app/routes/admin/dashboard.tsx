// Placeholder route module: replaced by the screen's real composition.
export default function DashboardRoute() {
  return <main className="p-8">لوحة التحكم</main>;
}
