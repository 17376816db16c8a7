import type { Matter } from "@litfolio/shared/matters";

/** The matter's additional menu items (SPEC 2.3 "Matter page"). */
export function MenuItemsTab({ matter }: { matter: Matter }) {
  return <p>Menu items of {matter.name}</p>;
}
