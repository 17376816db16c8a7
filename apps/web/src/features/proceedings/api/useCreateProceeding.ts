import type { Proceeding, ProceedingBody } from "@litfolio/shared/proceedings";
import { api } from "../../../lib/api";
import { useMatterMutation } from "../../../lib/matter-api/useMatterMutation";

/** POST dbbw/matters/{m}/proceedings (CREATE on the list); the server gives the code. */
export function useCreateProceeding(matterId: number) {
  return useMatterMutation(matterId, (body: ProceedingBody) =>
    api.post<Proceeding>(`dbbw/matters/${matterId}/proceedings`, body),
  );
}
