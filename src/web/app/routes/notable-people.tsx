// Placeholder route module: replaced by the screen's real composition.
export default function NotablePeopleRoute() {
  return <main className="p-8">الشخصيات</main>;
}
