// The URL and query keys of a matter's missed deadlines. They follow from its proceedings' steps,
// judgements, settlements and statuses, so they sit under the proceedings' key: every write inside a
// proceeding (useProceedingMutation) reloads them too.
import { proceedingQueryKeys } from "../../../lib/proceeding-api/proceeding-query-keys";

export const missedDeadlinesUrl = (matterId: number) => `dbbw/matters/${matterId}/proceduralsteps/missed`;
export const missedDeadlinesExportUrl = (matterId: number) => `${missedDeadlinesUrl(matterId)}/export`;

export const missedDeadlineQueryKeys = {
  list: (matterId: number, request: unknown) =>
    [...proceedingQueryKeys.all(matterId), "missed-deadlines", request] as const,
};
