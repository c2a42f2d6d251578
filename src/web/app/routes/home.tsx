// Placeholder route module: replaced by the screen's real composition.
export default function HomeRoute() {
  return <main className="p-8">الرئيسية</main>;
}
