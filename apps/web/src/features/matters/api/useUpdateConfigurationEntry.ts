import { api } from "../../../lib/api";
import {
  type ConfigurationEntry,
  type ConfigurationEntryBody,
  type ConfigurationPath,
  configurationUrl,
} from "../../../lib/matter-api/configuration-entries";
import { useMatterMutation } from "../../../lib/matter-api/useMatterMutation";

/**
 * PUT dbbw/matters/{id}/{path}/{entryId} with the version the table loaded. A stale version answers
 * 409, which the edit form announces itself and stays open with what was typed.
 */
export function useUpdateConfigurationEntry(matterId: number, path: ConfigurationPath) {
  return useMatterMutation(
    matterId,
    ({ id, ...body }: ConfigurationEntryBody & { id: number; version: number }) =>
      api.put<ConfigurationEntry>(
        configurationUrl(matterId, path, id),
        { id, ...body },
        { handleErrors: [409] },
      ),
  );
}
