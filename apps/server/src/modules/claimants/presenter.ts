// The API shape of a claimant (SPEC 3 "Claimant"). A proceeding holds up to thousands: the list is
// read in this shape directly (these columns), so its rows need no mapping.
import type { Claimant } from "@litfolio/shared/proceeding-lists";
import { claimants } from "../../db/schema/proceedings";

export const claimantColumns = {
  id: claimants.id,
  fullName: claimants.fullName,
  shortName: claimants.shortName,
} satisfies Record<keyof Claimant, unknown>;
