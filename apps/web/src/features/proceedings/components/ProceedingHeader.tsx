// The proceeding page's breadcrumb (Matters > matter > Proceedings > code) and header: code, plaintiff,
// status chip and category, the tracking and template links, Edit (WRITE) opening the proceeding form
// and Delete (DELETE) after a confirmation, which returns to the matter's proceedings.
import { messages } from "@litfolio/shared/messages";
import type { Proceeding } from "@litfolio/shared/proceedings";
import DeleteIcon from "@mui/icons-material/Delete";
import EditIcon from "@mui/icons-material/Edit";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { Link as RouterLink, useNavigate } from "react-router";
import { useAlert } from "../../../components/AlertBanner";
import { useConfirm } from "../../../components/ConfirmDialog";
import { PageBreadcrumbs } from "../../../components/PageBreadcrumbs";
import { categoryLabel } from "../../../lib/category-options";
import { paths } from "../../../lib/paths";
import { useTemplateAvailability } from "../../../lib/tracking-api/useTemplateAvailability";
import { useTrackingAvailability } from "../../../lib/tracking-api/useTrackingAvailability";
import { useDeleteProceeding } from "../api/useDeleteProceeding";
import { ProceedingFormDialog } from "./form/ProceedingFormDialog";
import { trackingLinks } from "./proceeding-header";

export function ProceedingHeader({ proceeding }: { proceeding: Proceeding }) {
  return (
    <>
      <ProceedingBreadcrumbs proceeding={proceeding} />
      <Stack
        component="header"
        direction={{ xs: "column", md: "row" }}
        spacing={2}
        sx={{ justifyContent: "space-between", alignItems: { md: "flex-start" } }}
      >
        <Box>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: "center", flexWrap: "wrap" }}>
            <Typography variant="h2" component="h1">
              {proceeding.proceedingCode}
            </Typography>
            <Chip label={proceeding.status.value} color="secondary" variant="outlined" size="small" />
          </Stack>
          <Typography sx={{ mt: 0.5 }}>
            {proceeding.plaintiff.fullName} ({proceeding.plaintiff.shortName})
          </Typography>
          <Typography color="text.secondary">{categoryLabel(proceeding.category)}</Typography>
        </Box>
        <ProceedingActions proceeding={proceeding} />
      </Stack>
    </>
  );
}

function ProceedingBreadcrumbs({ proceeding }: { proceeding: Proceeding }) {
  const { matter } = proceeding;
  const crumbs = [
    { label: "Matters", to: paths.matters },
    { label: matter.name, to: paths.matter(matter.id) },
    { label: "Proceedings", to: paths.proceedings(matter.id) },
  ];
  return <PageBreadcrumbs crumbs={crumbs} current={proceeding.proceedingCode} />;
}

function ProceedingActions({ proceeding }: { proceeding: Proceeding }) {
  const [editing, setEditing] = useState(false);
  const remove = useRemoveProceeding(proceeding);
  const tracking = useTrackingAvailability(proceeding.matter.id, proceeding.id).data;
  const template = useTemplateAvailability(proceeding.matter.id, proceeding.category.code).data;
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: "wrap", justifyContent: { md: "flex-end" } }}
    >
      {trackingLinks(proceeding, tracking, template?.trackingId).map((link) => (
        <Button key={link.label} component={RouterLink} to={link.to} variant="outlined">
          {link.label}
        </Button>
      ))}
      {proceeding.permissions.includes("DELETE") && (
        <Button color="error" startIcon={<DeleteIcon />} onClick={remove}>
          Delete
        </Button>
      )}
      {proceeding.permissions.includes("WRITE") && (
        <Button variant="contained" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
          Edit
        </Button>
      )}
      <ProceedingFormDialog
        matterId={proceeding.matter.id}
        target={editing ? proceeding : null}
        onClose={() => setEditing(false)}
      />
    </Stack>
  );
}

function useRemoveProceeding(proceeding: Proceeding) {
  const confirm = useConfirm();
  const alert = useAlert();
  const navigate = useNavigate();
  const deletion = useDeleteProceeding(proceeding.matter.id);
  return async () => {
    const confirmed = await confirm({
      title: "Delete proceedings",
      message: messages.confirmDeleteNamed("proceedings", proceeding.proceedingCode),
    });
    if (!confirmed) return;
    deletion.mutate(proceeding.id, {
      onSuccess: (answer) => {
        alert.success(answer?.message ?? messages.proceedingDeleted);
        void navigate(paths.proceedings(proceeding.matter.id));
      },
    });
  };
}
