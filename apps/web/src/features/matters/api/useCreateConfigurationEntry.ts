import { api } from "../../../lib/api";
import {
  type ConfigurationEntry,
  type ConfigurationEntryBody,
  type ConfigurationPath,
  configurationUrl,
} from "../../../lib/matter-api/configuration-entries";
import { useMatterMutation } from "../../../lib/matter-api/useMatterMutation";

/** POST dbbw/matters/{id}/{path}: adds a jurisdiction, workstream, item, defendant or writ place (ADMIN). */
export function useCreateConfigurationEntry(matterId: number, path: ConfigurationPath) {
  return useMatterMutation(matterId, (body: ConfigurationEntryBody) =>
    api.post<ConfigurationEntry>(configurationUrl(matterId, path), body),
  );
}
