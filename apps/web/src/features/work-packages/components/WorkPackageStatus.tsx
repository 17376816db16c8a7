// A work package's status as a chip (Pending approval, Approved, Rejected), and the icon of an
// approval history entry.
import type { WorkPackage, WorkPackageApproval } from "@litfolio/shared/work-packages";
import CancelIcon from "@mui/icons-material/Cancel";
import CheckCircleIcon from "@mui/icons-material/CheckCircle";
import Chip from "@mui/material/Chip";

const colours = { SUBMITTED: "warning", APPROVED: "success", NOT_APPROVED: "error" } as const;

export const StatusChip = ({ status }: { status: WorkPackage["status"] }) => (
  <Chip size="small" color={colours[status.key]} label={status.value} />
);

export const DecisionIcon = ({ status }: { status: WorkPackageApproval["status"] }) =>
  status === "APPROVED" ? (
    <CheckCircleIcon color="success" aria-label="Approved" />
  ) : (
    <CancelIcon color="error" aria-label="Rejected" />
  );
