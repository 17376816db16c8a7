// GET .../proceedings/{p}/tracking/available: the proceeding's tracking (if any) and the caller's verbs
// on trackings there (CREATE: may create one). Read by the proceeding page and the tracking pages.
import type { TrackingAvailability } from "@litfolio/shared/tracking";
import { useQuery } from "@tanstack/react-query";
import { api } from "../api";
import { trackingQueryKeys, trackingsUrl } from "./tracking-query-keys";

export function useTrackingAvailability(matterId: number, proceedingId: number) {
  return useQuery({
    queryKey: trackingQueryKeys.availability(matterId, proceedingId),
    queryFn: ({ signal }) =>
      api.get<TrackingAvailability>(`${trackingsUrl(matterId, proceedingId)}/available`, { signal }),
  });
}
