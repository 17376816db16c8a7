// The matter page's users tab (SPEC 2.3 "Matter page"): the participants table, "Add user" for callers
// with CREATE on participants, and the row actions edit, remove (after confirmation) and resend the
// activation e-mail. Page, size and sort are the tab's own; the rows per page are remembered per
// matter (SPEC 9 cookie rowsPerPage-{matterId}).
import type { Matter, Participation } from "@litfolio/shared/matters";
import { messages } from "@litfolio/shared/messages";
import { defaultPageSize } from "@litfolio/shared/paging";
import PersonAddIcon from "@mui/icons-material/PersonAdd";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useState } from "react";
import { useAlert } from "../../../../components/AlertBanner";
import { useConfirm } from "../../../../components/ConfirmDialog";
import { loadFailure, storedRowsPerPage } from "../../../../components/DataTable";
import { useStayWithinLastPage } from "../../../../components/useStayWithinLastPage";
import { useDeleteParticipation } from "../../api/useDeleteParticipation";
import { type ParticipationPage, useParticipations } from "../../api/useParticipations";
import { useResendParticipantActivation } from "../../api/useResendParticipantActivation";
import { ParticipationFormDialog, type ParticipationFormTarget } from "./ParticipationFormDialog";
import { ParticipationTable, participationsTable } from "./ParticipationTable";

/** The matter's participants (SPEC 2.3 "Matter page", users tab). */
export function UsersTab({ matter }: { matter: Matter }) {
  const matterId = matter.id;
  const [state, setState] = useState<ParticipationPage>(() => ({
    page: 0,
    size: storedRowsPerPage({ matterId, table: participationsTable }) ?? defaultPageSize,
    sort: null,
  }));
  const participations = useParticipations(matterId, state);
  useStayWithinLastPage(participations.data?.totalElements, state.page, state.size, (page) =>
    setState((current) => ({ ...current, page })),
  );
  const [formTarget, setFormTarget] = useState<ParticipationFormTarget>(null);
  const actions = useParticipationActions(matterId);
  const mayAdd = matter.resourcePermissions.participants.includes("CREATE");

  return (
    <Stack spacing={2}>
      {mayAdd && (
        <Stack direction="row" sx={{ justifyContent: "flex-end" }}>
          <Button
            variant="contained"
            startIcon={<PersonAddIcon />}
            onClick={() => setFormTarget({ participation: null })}
          >
            Add user
          </Button>
        </Stack>
      )}
      <ParticipationTable
        matterId={matterId}
        participations={participations.data?.items}
        totalElements={participations.data?.totalElements ?? 0}
        loading={participations.isFetching}
        failure={loadFailure(participations)}
        state={state}
        onStateChange={(change) => setState((current) => ({ ...current, ...change }))}
        onEdit={(participation) => setFormTarget({ participation })}
        onRemove={actions.remove}
        onResendActivation={actions.resendActivation}
      />
      <ParticipationFormDialog matterId={matterId} target={formTarget} onTargetChange={setFormTarget} />
    </Stack>
  );
}

function useParticipationActions(matterId: number) {
  const confirm = useConfirm();
  const alert = useAlert();
  const deleteParticipation = useDeleteParticipation(matterId);
  const resend = useResendParticipantActivation(matterId);

  const remove = async (participation: Participation) => {
    const confirmed = await confirm({
      title: "Remove user",
      message: messages.confirmRemoveParticipant(participation.user.emailAddress),
    });
    if (!confirmed) return;
    deleteParticipation.mutate(participation.id, {
      onSuccess: (answer) => alert.success(answer?.message ?? messages.participantRemoved),
    });
  };

  const resendActivation = (participation: Participation) =>
    resend.mutate(participation.id, {
      onSuccess: (answer) => alert.info(answer?.message ?? messages.activationSent),
    });

  return { remove, resendActivation };
}
