import type { Matter } from "@litfolio/shared/matters";

/** The matter's participants (SPEC 2.3 "Matter page", users tab). */
export function UsersTab({ matter }: { matter: Matter }) {
  return <p>Users of {matter.name}</p>;
}
