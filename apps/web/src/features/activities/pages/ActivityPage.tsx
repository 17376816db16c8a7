// One activity (/activities/{id}, SPEC 2.3 "Activities" detail): due date with the overdue warning,
// status, assigned to, created by, matter, jurisdiction or workstream, proceedings, procedural step
// (a link to it in its tracking) and description; Edit (WRITE) and Delete (DELETE, confirmed); the
// comments with their documents.
import { type Activity, activityStatusLabels } from "@litfolio/shared/activities";
import DeleteIcon from "@mui/icons-material/Delete";
import EditIcon from "@mui/icons-material/Edit";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { Link as RouterLink, useNavigate, useParams } from "react-router";
import { DetailList } from "../../../components/DetailList";
import { NotFoundPage } from "../../../components/NotFoundPage";
import { PageBreadcrumbs } from "../../../components/PageBreadcrumbs";
import { PageHeader } from "../../../components/PageHeader";
import { PageProgress } from "../../../components/PageProgress";
import { categoryLabel } from "../../../lib/category-options";
import { personName } from "../../../lib/format";
import { paths } from "../../../lib/paths";
import { positiveId } from "../../../lib/route-ids";
import { useTitleSubject } from "../../../lib/title-subject";
import { useActivity } from "../api/useActivity";
import { ActivityFormDialog } from "../components/ActivityFormDialog";
import { DueDate } from "../components/ActivityStatusParts";
import { CommentsSection } from "../components/CommentsSection";
import { useRemoveActivity } from "../components/useRemoveActivity";

export function ActivityPage() {
  const activityId = positiveId(useParams().activityId);
  const { data: activity, isError } = useActivity(activityId);
  useTitleSubject(activity?.title);
  if (activityId === null || isError) return <NotFoundPage />;
  if (!activity) return <PageProgress label="Loading activity" />;
  return <ActivityView activity={activity} />;
}

function ActivityView({ activity }: { activity: Activity }) {
  const [editing, setEditing] = useState(false);
  const navigate = useNavigate();
  const remove = useRemoveActivity(() => void navigate(paths.activities(), { replace: true }));
  const { matter, proceeding, proceduralStep } = activity;
  const trackingPath = paths.tracking(matter.id, proceeding.id, activity.trackingId, proceduralStep?.id);
  return (
    <Stack spacing={2} sx={{ pb: 4 }}>
      <PageBreadcrumbs crumbs={[{ label: "Activities", to: paths.activities() }]} current={activity.title} />
      <PageHeader
        title={activity.title}
        actions={
          <>
            {activity.permissions.includes("WRITE") && (
              <Button variant="contained" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
                Edit
              </Button>
            )}
            {activity.permissions.includes("DELETE") && (
              <Button color="error" startIcon={<DeleteIcon />} onClick={() => void remove(activity)}>
                Delete
              </Button>
            )}
          </>
        }
      />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <DetailList
          details={[
            { label: "Due date", value: <DueDate activity={activity} /> },
            { label: "Status", value: activityStatusLabels[activity.status] },
            { label: "Assigned to", value: personName(activity.responsible) },
            { label: "Created by", value: personName(activity.createdBy) },
            {
              label: "Matter",
              value: (
                <Link component={RouterLink} to={paths.matter(matter.id)}>
                  {matter.name}
                </Link>
              ),
            },
            { label: "Jurisdiction or workstream", value: categoryLabel(activity.category) },
            {
              label: "Proceedings",
              value: (
                <Link component={RouterLink} to={paths.proceeding(matter.id, proceeding.id)}>
                  {proceeding.code}
                </Link>
              ),
            },
            {
              label: "Procedural step",
              value: (
                <Link component={RouterLink} to={trackingPath}>
                  {proceduralStep ? `${proceduralStep.number}. ${proceduralStep.title}` : "Tracking"}
                </Link>
              ),
            },
            {
              label: "Description",
              value: <Typography sx={{ whiteSpace: "pre-wrap" }}>{activity.description}</Typography>,
            },
          ]}
        />
      </Paper>
      <CommentsSection activityId={activity.id} />
      <ActivityFormDialog target={editing ? activity : null} onClose={() => setEditing(false)} />
    </Stack>
  );
}
