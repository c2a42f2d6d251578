// Placeholder route module: replaced by the screen's real composition.
export default function FamilyTreeRoute() {
  return <main className="p-8">شجرة العائلة</main>;
}
