/** Proceedings of a matter (SPEC 2.3 "Proceedings list"). */
export function ProceedingsPage() {
  return <p>Proceedings</p>;
}
