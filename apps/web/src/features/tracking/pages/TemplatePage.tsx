// A template (/matters/{m}/templates/{t}, SPEC 2.3 "Template detail"): its category as the title,
// the steps view (a step opens in the read-only step dialog) and Edit (WRITE).
import type { ProceduralStep } from "@litfolio/shared/tracking";
import EditIcon from "@mui/icons-material/Edit";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { useParams } from "react-router";
import { NotFoundPage } from "../../../components/NotFoundPage";
import { PageBreadcrumbs } from "../../../components/PageBreadcrumbs";
import { PageProgress } from "../../../components/PageProgress";
import { categoryLabel } from "../../../lib/category-options";
import { paths } from "../../../lib/paths";
import { positiveId } from "../../../lib/route-ids";
import { useTitleSubject } from "../../../lib/title-subject";
import { useTemplate } from "../api/useTemplate";
import { StepDialog } from "../components/StepDialog";
import { StepsView } from "../components/StepsView";
import { TemplateFormDialog } from "../components/TemplateFormDialog";

export function TemplatePage() {
  const params = useParams();
  const matterId = positiveId(params.matterId);
  const templateId = positiveId(params.templateId);
  const { data: template, isError } = useTemplate(matterId ?? 0, templateId);
  const [editing, setEditing] = useState(false);
  const [open, setOpen] = useState<ProceduralStep | null>(null);
  useTitleSubject(template?.category.code);
  if (matterId === null || templateId === null || isError) return <NotFoundPage />;
  if (!template) {
    return <PageProgress label="Loading template" />;
  }
  const number = open ? template.proceduralSteps.indexOf(open) + 1 : 0;
  return (
    <Stack spacing={2}>
      <PageBreadcrumbs
        crumbs={[
          { label: "Matters", to: paths.matters },
          { label: template.matter.name, to: paths.matter(matterId) },
          { label: "Templates", to: paths.templates(matterId) },
        ]}
        current={template.category.code}
      />
      <Stack direction={{ xs: "column", md: "row" }} spacing={2} sx={{ justifyContent: "space-between" }}>
        <Typography variant="h2" component="h1">
          {categoryLabel(template.category)}
        </Typography>
        {template.permissions.includes("WRITE") && (
          <Button
            variant="contained"
            startIcon={<EditIcon />}
            onClick={() => setEditing(true)}
            sx={{ alignSelf: "flex-start" }}
          >
            Edit
          </Button>
        )}
      </Stack>
      <StepsView steps={template.proceduralSteps} template onOpen={setOpen} />
      <StepDialog
        mode="template"
        step={open}
        number={number}
        readOnly
        onSave={() => null}
        onClose={() => setOpen(null)}
      />
      <TemplateFormDialog
        matterId={matterId}
        target={editing ? template : null}
        onClose={() => setEditing(false)}
      />
    </Stack>
  );
}
