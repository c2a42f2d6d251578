// Placeholder route module: replaced by the screen's real composition.
export default function NewsDetailRoute() {
  return <main className="p-8">الخبر</main>;
}
