// The matter page's details tab (SPEC 2.3): client, matter name, matter number, status and Connect
// folder ID, with Edit (WRITE) opening the full-screen matter form and Delete (DELETE) after a
// confirmation; the server refuses to delete a matter that still has proceedings. A matter ADMIN also
// sees the matter's Connect copies.
import { type Matter, matterStatusLabels } from "@litfolio/shared/matters";
import { messages } from "@litfolio/shared/messages";
import DeleteIcon from "@mui/icons-material/Delete";
import EditIcon from "@mui/icons-material/Edit";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useAlert } from "../../../components/AlertBanner";
import { useConfirm } from "../../../components/ConfirmDialog";
import { DetailList } from "../../../components/DetailList";
import { paths } from "../../../lib/paths";
import { useDeleteMatter } from "../api/useDeleteMatter";
import { MatterConnectCopies } from "./MatterConnectCopies";
import { MatterFormDialog } from "./MatterFormDialog";

export function MatterDetailsTab({ matter }: { matter: Matter }) {
  const [editing, setEditing] = useState(false);
  const remove = useRemoveMatter(matter);
  const details = [
    { label: "Client", value: matter.client },
    { label: "Matter name", value: matter.name },
    { label: "Matter number", value: matter.key },
    { label: "Status", value: matterStatusLabels[matter.status] },
    { label: "Connect folder ID", value: matter.connectFolderId },
  ];

  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <DetailList details={details} />
      <Stack direction="row" spacing={1.5} sx={{ mt: 3, justifyContent: "flex-end" }}>
        {matter.permissions.includes("DELETE") && (
          <Button color="error" startIcon={<DeleteIcon />} onClick={remove}>
            Delete matter
          </Button>
        )}
        {matter.permissions.includes("WRITE") && (
          <Button variant="contained" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
            Edit matter
          </Button>
        )}
      </Stack>
      {matter.resourcePermissions.connectCopies.includes("ADMIN") && (
        <MatterConnectCopies matterId={matter.id} />
      )}
      <MatterFormDialog target={editing ? matter : null} onClose={() => setEditing(false)} />
    </Paper>
  );
}

function useRemoveMatter(matter: Matter) {
  const confirm = useConfirm();
  const alert = useAlert();
  const navigate = useNavigate();
  const deleteMatter = useDeleteMatter();
  return async () => {
    const confirmed = await confirm({
      title: "Delete matter",
      message: messages.confirmDeleteMatter(matter.name),
    });
    if (!confirmed) return;
    deleteMatter.mutate(matter.id, {
      onSuccess: (answer) => {
        alert.success(answer?.message ?? messages.matterDeleted);
        void navigate(paths.matters);
      },
    });
  };
}
