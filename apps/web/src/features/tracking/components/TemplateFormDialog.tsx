// The template form (SPEC 2.3 "Templates", full screen): the jurisdiction or workstream (required;
// one template each) and the ordered step list, each step with its duration. Saved with the shared
// templateBody; an edit sends the version it loaded; "Template has been saved".
import { type StepFields, type Template, type TemplateFields, templateBody } from "@litfolio/shared/tracking";
import { useAlert } from "../../../components/AlertBanner";
import { DialogForm, FormDialog } from "../../../components/form/FormDialog";
import { FormSelectField } from "../../../components/form/FormSelectField";
import { schemaResolver } from "../../../components/form/schema-resolver";
import { useSaveForm } from "../../../components/form/useSaveForm";
import { categoryOptions } from "../../../lib/category-options";
import { useCategories } from "../../../lib/matter-api/useCategories";
import { useSaveTemplate } from "../api/useSaveTemplate";
import { StepListField } from "./StepListField";

interface TemplateFormValues {
  category: { id: number } | null;
  proceduralSteps: StepFields[];
}

const resolver = schemaResolver<TemplateFormValues>(templateBody);

interface TemplateFormDialogProps {
  matterId: number;
  /** The template to edit, "new", or null: closed. */
  target: Template | "new" | null;
  onClose: () => void;
  onSaved?: (saved: Template) => void;
}

export function TemplateFormDialog({ target, onClose, ...props }: TemplateFormDialogProps) {
  return (
    <FormDialog
      open={target !== null}
      title={target === "new" ? "New template" : "Edit template"}
      onClose={onClose}
      fullScreen
    >
      {target !== null && (
        <TemplateForm
          key={target === "new" ? "new" : target.version}
          template={target === "new" ? null : target}
          onClose={onClose}
          {...props}
        />
      )}
    </FormDialog>
  );
}

function TemplateForm({
  matterId,
  template,
  onClose,
  onSaved,
}: Omit<TemplateFormDialogProps, "target"> & { template: Template | null }) {
  const alert = useAlert();
  const categories = useCategories(matterId).data?.items ?? [];
  const saveTemplate = useSaveTemplate(matterId, template);
  const { control, submit, pending } = useSaveForm<TemplateFormValues, Template>({
    resolver,
    defaultValues: {
      category: template ? { id: template.category.id } : null,
      proceduralSteps: template?.proceduralSteps ?? [],
    },
    save: async (values) => {
      const saved = await saveTemplate.mutateAsync(templateBody.parse(values) as TemplateFields);
      alert.success(saved.message);
      return saved;
    },
    onSaved: (saved) => {
      onClose();
      onSaved?.(saved);
    },
  });
  return (
    <DialogForm onSubmit={submit} pending={pending} wide>
      <FormSelectField
        control={control}
        name="category"
        label="Jurisdiction or workstream"
        required
        options={categoryOptions(categories)}
        fromField={(value) => (value && typeof value === "object" && "id" in value ? String(value.id) : "")}
        toField={(selected) => (selected ? { id: Number(selected) } : null)}
      />
      <StepListField control={control} mode="template" />
    </DialogForm>
  );
}
