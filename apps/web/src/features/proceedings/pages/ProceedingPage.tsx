/** One proceeding (SPEC 2.3 "Proceeding page"). */
export function ProceedingPage() {
  return <p>Proceeding</p>;
}
