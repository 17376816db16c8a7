// Track proceedings (/matters/{m}/proceedings/{p}/track/{templateId?}, SPEC 2.3 "Tracking", 4
// "Tracking creation"): a proceeding that has a tracking goes to it; otherwise the template's steps
// (or a blank tracking) with Create Tracking (CREATE on its trackings) and Discard.
import { messages } from "@litfolio/shared/messages";
import { dateProblem } from "@litfolio/shared/proceedings";
import type { ProceduralStep, StepFields } from "@litfolio/shared/tracking";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { Navigate, useNavigate, useParams } from "react-router";
import { useAlert } from "../../../components/AlertBanner";
import { DateField } from "../../../components/form/DateField";
import { NotFoundPage } from "../../../components/NotFoundPage";
import { PageHeader } from "../../../components/PageHeader";
import { PageProgress } from "../../../components/PageProgress";
import { categoryLabel } from "../../../lib/category-options";
import { paths } from "../../../lib/paths";
import { positiveId } from "../../../lib/route-ids";
import { useTrackingAvailability } from "../../../lib/tracking-api/useTrackingAvailability";
import { useCreateTracking } from "../api/useCreateTracking";
import { useTemplate } from "../api/useTemplate";
import { useProposedDeadlines } from "../components/DeadlineProposalDialog";
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
  // The deadlines accepted from the proposal, one per template step; none: created without deadlines.
  const [planned, setPlanned] = useState<StepFields[] | null>(null);
  if (availability.isError || template.isError) return <NotFoundPage />;
  const existing = availability.data?.trackingId;
  if (existing) return <Navigate replace to={paths.tracking(matterId, proceedingId, existing)} />;
  if (!availability.data || (templateId !== null && !template.data)) {
    return <PageProgress label="Loading template" />;
  }
  const mayCreate = availability.data.permissions.includes("CREATE");
  const createTracking = () =>
    create.mutate(
      {
        templateId,
        deadlines: planned?.map(({ deadline, estimateDeadline }) => ({ deadline, estimateDeadline })),
      },
      {
        onSuccess: (tracking) => {
          if (tracking.message) alert.success(tracking.message);
          void navigate(paths.tracking(matterId, proceedingId, tracking.id), { replace: true });
        },
      },
    );
  return (
    <Stack spacing={2}>
      <PageHeader title="Track proceedings" />
      <Typography>
        {template.data
          ? `From the template of ${categoryLabel(template.data.category)}:`
          : "A blank tracking: add its procedural steps once it is created."}
      </Typography>
      {template.data && (
        <>
          <TemplateSteps steps={withPlannedDeadlines(template.data.proceduralSteps, planned)} />
          {mayCreate && (
            <FirstDeadline
              matterId={matterId}
              proceedingId={proceedingId}
              steps={template.data.proceduralSteps}
              onPlanned={setPlanned}
            />
          )}
        </>
      )}
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

/** The template's steps as a new tracking's, without deadlines. */
const asNewSteps = (steps: readonly ProceduralStep[]): StepFields[] =>
  steps.map((step) => ({ ...step, id: null, deadline: null }));

/** The template's cards with the deadlines planned for the tracking. */
const withPlannedDeadlines = (steps: ProceduralStep[], planned: StepFields[] | null): ProceduralStep[] =>
  planned
    ? steps.map((step, index) => ({
        ...step,
        deadline: planned[index]?.deadline ?? null,
        estimateDeadline: planned[index]?.estimateDeadline ?? step.estimateDeadline,
      }))
    : steps;

/**
 * The first step's deadline: from it the following deadlines are proposed (issue 18) on the
 * proceeding's court working days, and the accepted ones go with Create Tracking.
 */
function FirstDeadline({
  matterId,
  proceedingId,
  steps,
  onPlanned,
}: {
  matterId: number;
  proceedingId: number;
  steps: readonly ProceduralStep[];
  onPlanned: (steps: StepFields[] | null) => void;
}) {
  const [first, setFirst] = useState("");
  const [touched, setTouched] = useState(false);
  const proposals = useProposedDeadlines({ matterId, proceedingId });
  const problem = first ? dateProblem(first) : null;
  if (steps.length === 0) return null;
  const propose = () => {
    setTouched(true);
    if (!first || problem) return;
    const planned = asNewSteps(steps).map((step, index) =>
      index === 0 ? { ...step, deadline: first, estimateDeadline: false } : step,
    );
    onPlanned(planned);
    void proposals.propose(planned, 0).then((accepted) => accepted && onPlanned(accepted));
  };
  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "flex-start" } }}>
      <DateField
        label={`Deadline of step 1 (${steps[0]?.title ?? ""})`}
        value={first}
        onChange={setFirst}
        error={touched && (problem !== null || !first)}
        message={
          touched
            ? (problem ?? (first ? null : messages.required))
            : "Optional: the following deadlines are proposed from it"
        }
      />
      <Button sx={{ mt: { sm: 3.5 } }} disabled={proposals.pending} onClick={propose}>
        Propose deadlines
      </Button>
      {proposals.dialog}
    </Stack>
  );
}
