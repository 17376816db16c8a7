import type { ListEnvelope } from "@litfolio/shared/paging";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { api } from "../api";
import { type ConfigurationEntry, type ConfigurationPath, configurationUrl } from "./configuration-entries";
import { matterQueryKeys } from "./matter-query-keys";

/**
 * GET dbbw/matters/{id}/{path}?query=: one configuration list with its proceedings counts, filtered
 * by name (and code for categories); the previous rows stay while a new search loads.
 */
export function useConfigurationList(matterId: number, path: ConfigurationPath, query: string) {
  return useQuery({
    queryKey: matterQueryKeys.inMatter(matterId, "configuration", path, query),
    queryFn: ({ signal }) =>
      api.get<ListEnvelope<ConfigurationEntry>>(configurationUrl(matterId, path), {
        query: { query },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
