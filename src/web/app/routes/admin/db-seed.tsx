// Placeholder route module: replaced by the screen's real composition.
export default function DbSeedRoute() {
  return <main className="p-8">لوحة التحكم</main>;
}
