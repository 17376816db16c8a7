import type { LoaderFunctionArgs } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../lib/query-client";
import { trackingQuery } from "../../../lib/tracking-api/useTracking";
import { loaderTestFrame } from "../../../test/loader-frame";
import { trackingRouteLoader, trackingRouteOf } from "./tracking-route";

describe("the tracking route's path", () => {
  it("names the matter, the proceeding and the tracking, an open step or not", () => {
    const tracking = { matterId: 1, proceedingId: 2, trackingId: 3 };
    expect(trackingRouteOf({ matterId: "1", proceedingId: "2", trackingId: "3" })).toEqual(tracking);
    expect(trackingRouteOf({ matterId: "1", proceedingId: "2", trackingId: "3", step: "9" })).toEqual(
      tracking,
    );
  });

  it("names nothing (the not-found page) for an id that is not a positive integer", () => {
    for (const id of ["0", "-1", "1.5", "abc", ""]) {
      expect(trackingRouteOf({ matterId: id, proceedingId: "2", trackingId: "3" })).toBeNull();
      expect(trackingRouteOf({ matterId: "1", proceedingId: id, trackingId: "3" })).toBeNull();
      expect(trackingRouteOf({ matterId: "1", proceedingId: "2", trackingId: id })).toBeNull();
    }
  });
});

describe("the tracking route's loader", () => {
  const tracking = { id: 3, proceduralSteps: [] };
  const load = (params: Record<string, string>) =>
    trackingRouteLoader({ params } as unknown as LoaderFunctionArgs);

  const { answering, signIn } = loaderTestFrame(tracking);

  it("asks for the tracking at once and keeps the answer where the page looks for it", async () => {
    const fetch = answering();
    signIn();
    expect(load({ matterId: "1", proceedingId: "2", trackingId: "3", step: "9" })).toBeNull();
    expect(fetch).toHaveBeenCalledOnce();
    expect(fetch.mock.calls[0]).toEqual(["/api/dbbw/matters/1/proceedings/2/tracking/3", expect.anything()]);
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(trackingQuery(1, 2, 3).queryKey)).toEqual(tracking),
    );
  });

  it("asks nothing for someone not signed in (the guard sends them to Login) or a path naming no tracking", () => {
    const fetch = answering();
    load({ matterId: "1", proceedingId: "2", trackingId: "3" });
    signIn();
    load({ matterId: "1", proceedingId: "2", trackingId: "x" });
    expect(fetch).not.toHaveBeenCalled();
  });
});
