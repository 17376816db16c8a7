import type { Proceeding, ProceedingUpdateBody } from "@litfolio/shared/proceedings";
import { api } from "../../../lib/api";
import { useMatterMutation } from "../../../lib/matter-api/useMatterMutation";

/** PUT dbbw/matters/{m}/proceedings/{id} with the version the form loaded; a stale one answers 409. */
export function useUpdateProceeding(matterId: number) {
  return useMatterMutation(matterId, ({ id, body }: { id: number; body: ProceedingUpdateBody }) =>
    api.put<Proceeding>(`dbbw/matters/${matterId}/proceedings/${id}`, body, { handleErrors: [409] }),
  );
}
