import { api } from "../../../lib/api";
import { type ConfigurationPath, configurationUrl } from "../../../lib/matter-api/configuration-entries";
import { useMatterMutation } from "../../../lib/matter-api/useMatterMutation";

/** DELETE dbbw/matters/{id}/{path}/{entryId}: refused (400, with the SPEC 5.3 text) while proceedings use it. */
export function useDeleteConfigurationEntry(matterId: number, path: ConfigurationPath) {
  return useMatterMutation(matterId, (entryId: number) =>
    api.delete<{ message?: string }>(configurationUrl(matterId, path, entryId)),
  );
}
