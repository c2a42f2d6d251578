// Placeholder route module: replaced by the screen's real composition.
export default function AdminDiwanRoute() {
  return <main className="p-8">لوحة التحكم</main>;
}
