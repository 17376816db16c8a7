// GET dbbw/matters/{m}/courtcalendar: the country whose holidays count for each jurisdiction and
// workstream, and their court vacations (issue 18).
import type { CourtCalendarSettings } from "@litfolio/shared/deadlines";
import { useQuery } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { courtCalendarQueryKey } from "../../../lib/matter-api/matter-query-keys";

export const courtCalendarUrl = (matterId: number) => `dbbw/matters/${matterId}/courtcalendar`;

export function useCourtCalendar(matterId: number) {
  return useQuery({
    queryKey: courtCalendarQueryKey(matterId),
    queryFn: ({ signal }) => api.get<CourtCalendarSettings>(courtCalendarUrl(matterId), { signal }),
  });
}
