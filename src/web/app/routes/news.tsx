// Placeholder route module: replaced by the screen's real composition.
export default function NewsRoute() {
  return <main className="p-8">الأخبار</main>;
}
