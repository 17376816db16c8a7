import type { Matter } from "@litfolio/shared/matters";

/** Jurisdictions, workstreams, items, defendants and service of the writ (SPEC 2.3 "Matter page"). */
export function SpecificInformationTab({ matter }: { matter: Matter }) {
  return <p>Specific information of {matter.name}</p>;
}
