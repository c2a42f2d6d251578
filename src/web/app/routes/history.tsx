// Placeholder route module: replaced by the screen's real composition.
export default function HistoryRoute() {
  return <main className="p-8">تاريخ العائلة</main>;
}
