// Track proceedings (/matters/{m}/proceedings/{p}/track/{templateId?}, SPEC 2.3 "Tracking", 4
// "Tracking creation"): a proceeding that has a tracking goes to it; otherwise the template's steps
// (or a blank tracking) with Create Tracking (CREATE on its trackings) and Discard.
import { messages } from "@litfolio/shared/messages";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { Navigate, useNavigate, useParams } from "react-router";
import { useAlert } from "../../../components/AlertBanner";
import { NotFoundPage } from "../../../components/NotFoundPage";
import { PageHeader } from "../../../components/PageHeader";
import { PageProgress } from "../../../components/PageProgress";
import { categoryLabel } from "../../../lib/category-options";
import { paths } from "../../../lib/paths";
import { positiveId } from "../../../lib/route-ids";
import { useTrackingAvailability } from "../../../lib/tracking-api/useTrackingAvailability";
import { useCreateTracking } from "../api/useCreateTracking";
import { useTemplate } from "../api/useTemplate";
import { TemplateSteps } from "../components/TemplateSteps";

export function NewTrackingPage() {
  const params = useParams();
  const matterId = positiveId(params.matterId);
  const proceedingId = positiveId(params.proceedingId);
  const templateId = params.templateId === undefined ? null : positiveId(params.templateId);
  if (
    matterId === null ||
    proceedingId === null ||
    (params.templateId !== undefined && templateId === null)
  ) {
    return <NotFoundPage />;
  }
  return <NewTracking matterId={matterId} proceedingId={proceedingId} templateId={templateId} />;
}

function NewTracking({
  matterId,
  proceedingId,
  templateId,
}: {
  matterId: number;
  proceedingId: number;
  templateId: number | null;
}) {
  const availability = useTrackingAvailability(matterId, proceedingId);
  const template = useTemplate(matterId, templateId);
  const create = useCreateTracking(matterId, proceedingId);
  const navigate = useNavigate();
  const alert = useAlert();
  if (availability.isError || template.isError) return <NotFoundPage />;
  const existing = availability.data?.trackingId;
  if (existing) return <Navigate replace to={paths.tracking(matterId, proceedingId, existing)} />;
  if (!availability.data || (templateId !== null && !template.data)) {
    return <PageProgress label="Loading template" />;
  }
  const mayCreate = availability.data.permissions.includes("CREATE");
  const createTracking = () =>
    create.mutate(templateId, {
      onSuccess: (tracking) => {
        if (tracking.message) alert.success(tracking.message);
        void navigate(paths.tracking(matterId, proceedingId, tracking.id), { replace: true });
      },
    });
  return (
    <Stack spacing={2}>
      <PageHeader title="Track proceedings" />
      <Typography>
        {template.data
          ? `From the template of ${categoryLabel(template.data.category)}:`
          : "A blank tracking: add its procedural steps once it is created."}
      </Typography>
      {template.data && <TemplateSteps steps={template.data.proceduralSteps} />}
      {!mayCreate && <Typography color="text.secondary">{messages.noPermission}</Typography>}
      <Stack direction="row" spacing={1}>
        <Button variant="contained" disabled={!mayCreate || create.isPending} onClick={createTracking}>
          Create Tracking
        </Button>
        <Button onClick={() => void navigate(paths.proceeding(matterId, proceedingId))}>Discard</Button>
      </Stack>
    </Stack>
  );
}
