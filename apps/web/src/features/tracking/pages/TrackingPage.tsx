// A proceeding's tracking (/matters/{m}/proceedings/{p}/tracking/{t}/{step?}, SPEC 2.3 "Tracking"):
// "Tracking for Proceedings {code}", View template when it was made from one, a link to the template
// of the proceeding's category, the steps view (with Mark as done / Reopen on each card with WRITE),
// the activities section and Edit (WRITE). The step in the path opens in the step dialog (closing it
// takes it out of the path) with its done state; saving a step saves the whole list with the version
// loaded ("Step has been saved").
import { messages } from "@litfolio/shared/messages";
import {
  deadlineConflicts,
  type ProceduralStep,
  type StepFields,
  type Tracking,
} from "@litfolio/shared/tracking";
import EditIcon from "@mui/icons-material/Edit";
import GavelIcon from "@mui/icons-material/Gavel";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useState } from "react";
import { Link as RouterLink, useNavigate, useParams } from "react-router";
import { useAlert } from "../../../components/AlertBanner";
import { NotFoundPage } from "../../../components/NotFoundPage";
import { PageBreadcrumbs } from "../../../components/PageBreadcrumbs";
import { PageHeader } from "../../../components/PageHeader";
import { PageProgress } from "../../../components/PageProgress";
import { paths } from "../../../lib/paths";
import { positiveId } from "../../../lib/route-ids";
import { useTitleSubject } from "../../../lib/title-subject";
import { useTemplateAvailability } from "../../../lib/tracking-api/useTemplateAvailability";
import { useTracking } from "../../../lib/tracking-api/useTracking";
import {
  TRACKING_ACTIVITIES,
  TrackingActivitiesSection,
} from "../../activities/pages/TrackingActivitiesSection";
import { useStepActivityCounts } from "../api/useStepActivityCounts";
import { useUpdateTracking } from "../api/useUpdateTracking";
import { useProposedDeadlines } from "../components/DeadlineProposalDialog";
import { StepDialog } from "../components/StepDialog";
import { StepDocuments } from "../components/StepDocuments";
import { StepDoneAction, StepDoneSection, useMarkDoneToday } from "../components/StepDone";
import { StepsView } from "../components/StepsView";
import { replaceAt } from "../components/step-list";
import { TrackingFormDialog } from "../components/TrackingFormDialog";
import { trackingRouteOf } from "./tracking-route";

/** The proceeding page's judgements tab (SPEC 2.1 notes: tab 3). */
const JUDGEMENTS_TAB = 3;

export function TrackingPage() {
  const params = useParams();
  const route = trackingRouteOf(params);
  const stepId = params.step === undefined ? null : positiveId(params.step);
  const { data: tracking, isError } = useTracking(
    route?.matterId ?? 0,
    route?.proceedingId ?? 0,
    route?.trackingId ?? 0,
  );
  useTitleSubject(tracking?.proceeding.code);
  if (route === null || isError) return <NotFoundPage />;
  if (!tracking) {
    return <PageProgress label="Loading tracking" />;
  }
  return <TrackingView tracking={tracking} stepId={stepId} />;
}

function TrackingView({ tracking, stepId }: { tracking: Tracking; stepId: number | null }) {
  const { proceeding } = tracking;
  const matterId = proceeding.matter.id;
  const navigate = useNavigate();
  const [editing, setEditing] = useState(false);
  const counts = useStepActivityCounts(matterId, proceeding.id, tracking.id).data?.counts;
  const template = useTemplateAvailability(matterId, tracking.category.code).data;
  const openStep = tracking.proceduralSteps.find((step) => step.id === stepId) ?? null;
  const stepPath = (step?: ProceduralStep) => paths.tracking(matterId, proceeding.id, tracking.id, step?.id);
  const saveStep = useSaveStep(tracking);
  const mayWrite = tracking.permissions.includes("WRITE");
  const markDoneToday = useMarkDoneToday(tracking);

  return (
    <Stack spacing={2}>
      <PageBreadcrumbs
        crumbs={[
          { label: "Matters", to: paths.matters },
          { label: proceeding.matter.name, to: paths.matter(matterId) },
          { label: "Proceedings", to: paths.proceedings(matterId) },
          { label: proceeding.code, to: paths.proceeding(matterId, proceeding.id) },
        ]}
        current="Tracking"
      />
      <PageHeader
        title={`Tracking for Proceedings ${proceeding.code}`}
        actions={
          <>
            {tracking.basedOnTemplate && (
              <Button
                component={RouterLink}
                to={paths.template(matterId, tracking.basedOnTemplate.id)}
                variant="outlined"
              >
                View template
              </Button>
            )}
            {template?.trackingId && template.trackingId !== tracking.basedOnTemplate?.id && (
              <Button component={RouterLink} to={paths.template(matterId, template.trackingId)}>
                Template for {tracking.category.code}
              </Button>
            )}
            {mayWrite && (
              <Button variant="contained" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
                Edit
              </Button>
            )}
          </>
        }
      />
      <StepsView
        steps={tracking.proceduralSteps}
        template={false}
        activityCounts={counts}
        onOpen={(step) => void navigate(stepPath(step))}
        stepAction={(step, number) =>
          mayWrite && <StepDoneAction tracking={tracking} step={step} number={number} />
        }
        onActivities={(step) => {
          void navigate(`${stepPath()}?proceduralStepId=${step.id}`);
          document.getElementById(TRACKING_ACTIVITIES)?.scrollIntoView({ behavior: "smooth" });
        }}
      />
      <TrackingActivitiesSection tracking={tracking} />
      <StepDialog
        mode="tracking"
        step={openStep}
        number={openStep ? tracking.proceduralSteps.indexOf(openStep) + 1 : 0}
        readOnly={!mayWrite}
        onSave={saveStep.save}
        proceeding={{ matterId, proceedingId: proceeding.id }}
        onClose={() => void navigate(stepPath(), { replace: true })}
      >
        {openStep && (
          <>
            <StepDoneSection
              tracking={tracking}
              step={openStep}
              number={tracking.proceduralSteps.indexOf(openStep) + 1}
              mayWrite={mayWrite}
            />
            <StepDocuments
              matterId={matterId}
              proceedingId={proceeding.id}
              trackingId={tracking.id}
              step={openStep}
              markDone={mayWrite && !openStep.done ? () => markDoneToday(openStep) : undefined}
            />
            <Button
              component={RouterLink}
              to={paths.proceeding(matterId, proceeding.id, JUDGEMENTS_TAB)}
              startIcon={<GavelIcon />}
              sx={{ alignSelf: "flex-start" }}
            >
              Go to Judgements
            </Button>
          </>
        )}
      </StepDialog>
      {saveStep.dialog}
      <TrackingFormDialog tracking={tracking} open={editing} onClose={() => setEditing(false)} />
    </Stack>
  );
}

/**
 * Saves one step from the dialog: the whole list with that step changed, after the chronological
 * rule (SPEC 5.9), whose message goes to the deadline instead of a save.
 */
/**
 * Saves one step of the tracking. When its deadline was set or changed, the following deadlines are
 * proposed (issue 18): after the save, the accepted ones are saved from the version it answered; and
 * when the new deadline is after the following ones (the chronological rule refuses it alone), the
 * proposal comes first and the step is saved with the accepted deadlines, or refused as before.
 */
function useSaveStep(tracking: Tracking) {
  const alert = useAlert();
  const { proceeding } = tracking;
  const update = useUpdateTracking(proceeding.matter.id, proceeding.id, tracking.id);
  const proposals = useProposedDeadlines({ matterId: proceeding.matter.id, proceedingId: proceeding.id });
  const saveList = async (steps: StepFields[], version: number) => {
    const saved = await update.mutateAsync({ proceduralSteps: steps, version });
    alert.success(saved.message);
  };
  const save = async (step: StepFields): Promise<string | null> => {
    const index = tracking.proceduralSteps.findIndex((other) => other.id === step.id);
    const steps: StepFields[] = replaceAt(tracking.proceduralSteps, index, step);
    const moved = step.deadline !== null && step.deadline !== tracking.proceduralSteps[index]?.deadline;
    if (deadlineConflicts(steps).length > 0) {
      const accepted = moved ? await proposals.propose(steps, index) : null;
      if (!accepted || deadlineConflicts(accepted).length > 0) return messages.stepDeadlinesConflict;
      await saveList(accepted, tracking.version);
      return null;
    }
    const saved = await update.mutateAsync({ proceduralSteps: steps, version: tracking.version });
    alert.success(messages.stepSaved);
    if (moved)
      void proposals
        .propose(saved.proceduralSteps, index)
        .then((accepted) => accepted && saveList(accepted, saved.version))
        // A refused save of the accepted deadlines (changed meanwhile: 409) is said, not swallowed.
        .catch((error: Error) => alert.error(error.message));
    return null;
  };
  return { save, dialog: proposals.dialog };
}
