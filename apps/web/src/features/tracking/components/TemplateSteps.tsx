// A template's steps view where a card opens its step in the read-only step dialog (the template
// page, and the tracking creation page showing the template a tracking will start from).
import type { ProceduralStep } from "@litfolio/shared/tracking";
import { useState } from "react";
import { StepDialog } from "./StepDialog";
import { StepsView } from "./StepsView";

export function TemplateSteps({ steps }: { steps: ProceduralStep[] }) {
  const [open, setOpen] = useState<ProceduralStep | null>(null);
  return (
    <>
      <StepsView steps={steps} template onOpen={setOpen} />
      <StepDialog
        mode="template"
        step={open}
        number={open ? steps.indexOf(open) + 1 : 0}
        readOnly
        onSave={() => null}
        onClose={() => setOpen(null)}
      />
    </>
  );
}
