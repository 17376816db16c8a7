// The frame of a route loader's unit test: the server stands in as `fetch` answering one body, a
// signed-in user to switch on, and the query cache, session and fetch reset after each test.
import type { ActiveUser } from "@litfolio/shared/auth";
import { afterEach, vi } from "vitest";
import { queryClient } from "../lib/query-client";
import { setActiveUser } from "../lib/session/active-user";

const user: ActiveUser = {
  id: 7,
  emailAddress: "ann@example.com",
  firstName: "Ann",
  lastName: "Smit",
  securityRoles: ["USER"],
};

export function loaderTestFrame(body: unknown) {
  afterEach(() => {
    vi.unstubAllGlobals();
    setActiveUser(null);
    queryClient.clear();
  });
  return {
    /** `fetch` answering the body with 200, for the test to inspect its calls. */
    answering: () => {
      const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status: 200 }));
      vi.stubGlobal("fetch", fetch);
      return fetch;
    },
    signIn: () => setActiveUser(user),
  };
}
