// POST .../proceedings/{p}/tracking/proposal: the following steps' deadlines, proposed from the
// durations on the proceeding's court working days once a step's deadline is set (issue 18).
import type { DeadlineProposal } from "@litfolio/shared/deadlines";
import type { StepFields } from "@litfolio/shared/tracking";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { trackingsUrl } from "../../../lib/tracking-api/tracking-query-keys";

export interface ProposalRequest {
  proceduralSteps: StepFields[];
  from: number;
}

export function useDeadlineProposal(matterId: number, proceedingId: number) {
  return useMutation({
    mutationFn: (body: ProposalRequest) =>
      api.post<DeadlineProposal>(`${trackingsUrl(matterId, proceedingId)}/proposal`, body),
  });
}
