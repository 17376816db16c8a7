// One work package (/matters/{m}/workpackage/{number}, SPEC 2.3 "Work packages" detail): the header
// with title, creator, date and status; every field read-only; the timeline (created, each edit with
// what it changed, approved, rejected, by date, each naming who did it); Approve and Reject (when the
// approval permissions include CREATE and it is not approved; the dialog shows what changed since the
// last decision); the approval history ("by {creator} on {timestamp}", comments, "Approved amount");
// Edit (WRITE, while not approved) and Delete (DELETE, confirmed). Amounts in the Dutch format.
import { formatEuros } from "@litfolio/shared/dutch-numbers";
import { timelineLabels, type WorkPackage, type WorkPackageApproval } from "@litfolio/shared/work-packages";
import DeleteIcon from "@mui/icons-material/Delete";
import EditIcon from "@mui/icons-material/Edit";
import Button from "@mui/material/Button";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useNavigate, useParams } from "react-router";
import { DetailList } from "../../../components/DetailList";
import { NotFoundPage } from "../../../components/NotFoundPage";
import { PageBreadcrumbs } from "../../../components/PageBreadcrumbs";
import { PageHeader } from "../../../components/PageHeader";
import { PageProgress } from "../../../components/PageProgress";
import { formatDateTime, personName } from "../../../lib/format";
import { useMatter } from "../../../lib/matter-api/useMatter";
import { paths } from "../../../lib/paths";
import { positiveId } from "../../../lib/route-ids";
import { useTitleSubject } from "../../../lib/title-subject";
import { useWorkPackage } from "../api/useWorkPackage";
import { useWorkPackageApprovals } from "../api/useWorkPackageApprovals";
import { useWorkPackageTimeline } from "../api/useWorkPackageTimeline";
import { type Decision, DecisionDialog } from "../components/DecisionDialog";
import { useRemoveWorkPackage } from "../components/useRemoveWorkPackage";
import { WorkPackageChanges } from "../components/WorkPackageChanges";
import { WorkPackageFormDialog } from "../components/WorkPackageFormDialog";
import { DecisionIcon, StatusChip } from "../components/WorkPackageStatus";

export function WorkPackagePage() {
  const params = useParams();
  const matterId = positiveId(params.matterId);
  const number = positiveId(params.workPackageNumber);
  if (matterId === null || number === null) return <NotFoundPage />;
  return <WorkPackageLoader matterId={matterId} number={number} />;
}

function WorkPackageLoader({ matterId, number }: { matterId: number; number: number }) {
  const { data: workPackage, isError } = useWorkPackage(matterId, number);
  useTitleSubject(workPackage ? `${workPackage.id.number} ${workPackage.title}` : undefined);
  if (isError) return <NotFoundPage />;
  if (!workPackage) return <PageProgress label="Loading work package" />;
  return <WorkPackageView workPackage={workPackage} />;
}

function WorkPackageView({ workPackage }: { workPackage: WorkPackage }) {
  const { matterId, number } = workPackage.id;
  const matter = useMatter(matterId).data;
  const approvals = useWorkPackageApprovals(matterId, number).data;
  const [editing, setEditing] = useState(false);
  const [decision, setDecision] = useState<Decision | null>(null);
  const navigate = useNavigate();
  const remove = useRemoveWorkPackage(
    matterId,
    () => void navigate(paths.workPackages(matterId), { replace: true }),
  );
  const mayDecide = approvals?.permissions.includes("CREATE") ?? false;
  return (
    <Stack spacing={2} sx={{ pb: 4 }}>
      <PageBreadcrumbs
        crumbs={[
          { label: "Matters", to: paths.matters },
          { label: matter?.name ?? "Matter", to: paths.matter(matterId) },
          { label: "Work Packages", to: paths.workPackages(matterId) },
        ]}
        current={`${number}`}
      />
      <PageHeader
        title={`${number}. ${workPackage.title}`}
        actions={
          <>
            {mayDecide && (
              <>
                <Button variant="contained" onClick={() => setDecision("APPROVED")}>
                  Approve
                </Button>
                <Button variant="outlined" color="error" onClick={() => setDecision("NOT_APPROVED")}>
                  Reject
                </Button>
              </>
            )}
            {workPackage.permissions.includes("WRITE") && (
              <Button variant="contained" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
                Edit
              </Button>
            )}
            {workPackage.permissions.includes("DELETE") && (
              <Button color="error" startIcon={<DeleteIcon />} onClick={() => void remove(workPackage)}>
                Delete
              </Button>
            )}
          </>
        }
      />
      <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap" }}>
        <StatusChip status={workPackage.status} />
        <Typography color="text.secondary">
          Created by {personName(workPackage.createdBy)} on {formatDateTime(workPackage.createdDate)}
        </Typography>
      </Stack>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <DetailList
          details={[
            {
              label: "Why essential",
              value: <Typography sx={{ whiteSpace: "pre-wrap" }}>{workPackage.whyEssential}</Typography>,
            },
            { label: "Assigned to", value: personName(workPackage.assignee) },
            { label: "Planning", value: workPackage.planning },
            { label: "Claim exposure and impact", value: workPackage.claimExposureAndImpact },
            { label: "Number of trucks involved", value: workPackage.numberDafTrucks },
            { label: "Number of hours expected", value: workPackage.numberHoursExpected },
            { label: "Total amount", value: formatEuros(workPackage.totalAmount) },
            { label: "Notes amount", value: workPackage.notesAmount },
            { label: "Split between parties", value: workPackage.splitBetweenParties },
            { label: "Fee-earners role", value: workPackage.freeEarnersRole },
            { label: "Workstream/proceeding", value: workPackage.workStream },
            { label: "Jurisdiction", value: workPackage.jurisdiction },
            { label: "Assumptions", value: workPackage.assumptions },
          ]}
        />
      </Paper>
      <Timeline matterId={matterId} number={number} />
      {approvals && <ApprovalHistory approvals={approvals.items} />}
      <WorkPackageFormDialog
        matterId={matterId}
        target={editing ? workPackage : null}
        onClose={() => setEditing(false)}
      />
      <DecisionDialog
        workPackage={workPackage}
        changes={approvals?.changesSinceLastDecision ?? []}
        decision={decision}
        onClose={() => setDecision(null)}
      />
    </Stack>
  );
}

function Timeline({ matterId, number }: { matterId: number; number: number }) {
  const events = useWorkPackageTimeline(matterId, number).data?.items ?? [];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="work-package-timeline" sx={{ p: 2 }}>
      <Typography id="work-package-timeline" variant="h6" component="h2">
        Timeline
      </Typography>
      <List dense aria-label="Timeline">
        {events.map((event) => (
          <ListItem key={`${event.kind}-${event.date}`} disableGutters>
            <ListItemText
              slotProps={{ secondary: { component: "div" } }}
              primary={`${timelineLabels[event.kind]}${event.by ? ` by ${personName(event.by)}` : ""}`}
              secondary={
                <>
                  {formatDateTime(event.date)}
                  {event.changes.length > 0 && (
                    <WorkPackageChanges
                      changes={event.changes}
                      label={`Changes on ${formatDateTime(event.date)}`}
                    />
                  )}
                </>
              }
            />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}

function ApprovalHistory({ approvals }: { approvals: WorkPackageApproval[] }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="work-package-approvals" sx={{ p: 2 }}>
      <Typography id="work-package-approvals" variant="h6" component="h2">
        Approval history
      </Typography>
      {approvals.length === 0 ? (
        <Typography color="text.secondary">No approvals or rejections yet.</Typography>
      ) : (
        <List aria-label="Approval history">
          {approvals.map((approval) => (
            <ListItem key={approval.id} disableGutters alignItems="flex-start">
              <ListItemIcon sx={{ minWidth: 36, mt: 1 }}>
                <DecisionIcon status={approval.status} />
              </ListItemIcon>
              <ListItemText
                slotProps={{ secondary: { component: "div" } }}
                primary={`by ${personName(approval.createdBy)} on ${formatDateTime(approval.createdDate)}`}
                secondary={
                  <>
                    <Typography variant="body2" sx={{ whiteSpace: "pre-wrap" }}>
                      {approval.comments}
                    </Typography>
                    {approval.status === "APPROVED" && approval.amountApproved !== null && (
                      <Typography variant="body2">
                        Approved amount: {formatEuros(approval.amountApproved)}
                      </Typography>
                    )}
                  </>
                }
              />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
