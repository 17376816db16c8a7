// A template (/matters/{m}/templates/{t}, SPEC 2.3 "Template detail"): its category as the title,
// the steps view (a step opens in the read-only step dialog) and Edit (WRITE).
import EditIcon from "@mui/icons-material/Edit";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useState } from "react";
import { useParams } from "react-router";
import { NotFoundPage } from "../../../components/NotFoundPage";
import { PageBreadcrumbs } from "../../../components/PageBreadcrumbs";
import { PageHeader } from "../../../components/PageHeader";
import { PageProgress } from "../../../components/PageProgress";
import { categoryLabel } from "../../../lib/category-options";
import { paths } from "../../../lib/paths";
import { positiveId } from "../../../lib/route-ids";
import { useTitleSubject } from "../../../lib/title-subject";
import { useTemplate } from "../api/useTemplate";
import { TemplateFormDialog } from "../components/TemplateFormDialog";
import { TemplateSteps } from "../components/TemplateSteps";

export function TemplatePage() {
  const params = useParams();
  const matterId = positiveId(params.matterId);
  const templateId = positiveId(params.templateId);
  const { data: template, isError } = useTemplate(matterId ?? 0, templateId);
  const [editing, setEditing] = useState(false);
  useTitleSubject(template?.category.code);
  if (matterId === null || templateId === null || isError) return <NotFoundPage />;
  if (!template) {
    return <PageProgress label="Loading template" />;
  }
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
      <PageHeader
        title={categoryLabel(template.category)}
        actions={
          template.permissions.includes("WRITE") && (
            <Button variant="contained" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
              Edit
            </Button>
          )
        }
      />
      <TemplateSteps steps={template.proceduralSteps} />
      <TemplateFormDialog
        matterId={matterId}
        target={editing ? template : null}
        onClose={() => setEditing(false)}
      />
    </Stack>
  );
}
