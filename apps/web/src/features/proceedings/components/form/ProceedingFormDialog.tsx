import type { Proceeding } from "@litfolio/shared/proceedings";

/** null: closed; "new": add; a proceeding: edit it. */
export type ProceedingFormTarget = Proceeding | "new" | null;

/** The proceeding form dialog (SPEC 2.3 "Proceeding page", 5.4). */
export function ProceedingFormDialog(_props: {
  matterId: number;
  target: ProceedingFormTarget;
  onClose: () => void;
}) {
  return null;
}
