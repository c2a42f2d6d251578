// Placeholder route module: replaced by the screen's real composition.
export default function DiwanRoute() {
  return <main className="p-8">الديوان</main>;
}
