import type { LoaderFunctionArgs } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { queryClient } from "../../../lib/query-client";
import { loaderTestFrame } from "../../../test/loader-frame";
import { proceedingQuery } from "../api/useProceeding";
import { proceedingRouteLoader, proceedingRouteOf } from "./proceeding-route";

describe("the proceeding route's path", () => {
  it("names the matter, the proceeding and the open tab", () => {
    expect(proceedingRouteOf({ matterId: "1", proceedingId: "21" })).toEqual({
      matterId: 1,
      proceedingId: 21,
      tab: 0,
    });
    expect(proceedingRouteOf({ matterId: "1", proceedingId: "21", tab: "3" })).toEqual({
      matterId: 1,
      proceedingId: 21,
      tab: 3,
    });
  });

  it("names nothing (the not-found page) for an id that is not a positive integer or an unknown tab", () => {
    for (const id of ["0", "-1", "1.5", "abc", ""]) {
      expect(proceedingRouteOf({ matterId: id, proceedingId: "21" })).toBeNull();
      expect(proceedingRouteOf({ matterId: "1", proceedingId: id })).toBeNull();
    }
    expect(proceedingRouteOf({ matterId: "1", proceedingId: "21", tab: "5" })).toBeNull();
  });
});

describe("the proceeding route's loader", () => {
  const proceeding = { id: 21, proceedingCode: "J-1" };
  const load = (params: Record<string, string>) =>
    proceedingRouteLoader({ params } as unknown as LoaderFunctionArgs);

  const { answering, signIn } = loaderTestFrame(proceeding);

  it("asks for the proceeding at once and keeps the answer where the page looks for it", async () => {
    const fetch = answering();
    signIn();
    expect(load({ matterId: "1", proceedingId: "21", tab: "2" })).toBeNull();
    expect(fetch).toHaveBeenCalledOnce();
    expect(fetch.mock.calls[0]).toEqual(["/api/dbbw/matters/1/proceedings/21", expect.anything()]);
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(proceedingQuery(1, 21).queryKey)).toEqual(proceeding),
    );
  });

  it("does not ask again while the answer is fresh (another tab of the same proceeding)", async () => {
    const fetch = answering();
    signIn();
    load({ matterId: "1", proceedingId: "21" });
    await vi.waitFor(() => expect(queryClient.getQueryData(proceedingQuery(1, 21).queryKey)).toBeDefined());
    load({ matterId: "1", proceedingId: "21", tab: "1" });
    expect(fetch).toHaveBeenCalledOnce();
  });

  it("asks nothing for someone not signed in (the guard sends them to Login) or a path naming no proceeding", () => {
    const fetch = answering();
    load({ matterId: "1", proceedingId: "21" });
    signIn();
    load({ matterId: "1", proceedingId: "x" });
    load({ matterId: "1", proceedingId: "21", tab: "9" });
    expect(fetch).not.toHaveBeenCalled();
  });
});
