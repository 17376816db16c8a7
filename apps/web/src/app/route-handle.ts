// What each route in the route table carries besides its page: the title (toolbar and document
// title) and who may open it (SPEC 2.1 "Access").
import type { AuthLevel } from "@litfolio/shared/roles";
import type { UIMatch } from "react-router";

export interface RouteHandle {
  title: string;
  /** Missing means denied (SPEC 2.2 step 6). */
  authLevels?: readonly AuthLevel[];
}

const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === "object" && handle !== null && typeof (handle as RouteHandle).title === "string";

/** The handle of the deepest matched route that has one. */
export function currentRouteHandle(matches: readonly UIMatch[]): RouteHandle | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}
