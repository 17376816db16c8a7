// The full-screen form of a judgement or a settlement (SPEC 2.3, 3, 5.5, 5.6): what both share —
// procedural step (required only when the tracking has steps), type, contents, outcome, and the
// payment made — around the kind's own fields. Saves with the version loaded; a refused save keeps
// what was typed and puts the server's messages next to the fields.
import type { ResolutionCatalogue, ResolutionKind, ResolutionStep } from "@litfolio/shared/resolutions";
import Divider from "@mui/material/Divider";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import type { Control, FieldValues } from "react-hook-form";
import { useAlert } from "../../../components/AlertBanner";
import { AmountCurrencyField } from "../../../components/form/AmountCurrencyField";
import { FormDateField } from "../../../components/form/FormDateField";
import { DialogForm, FormDialog } from "../../../components/form/FormDialog";
import { FormMultiSelectField } from "../../../components/form/FormMultiSelectField";
import { FormSelectField } from "../../../components/form/FormSelectField";
import { FormTextField } from "../../../components/form/FormTextField";
import { schemaResolver } from "../../../components/form/schema-resolver";
import { useSaveForm } from "../../../components/form/useSaveForm";
import { formatDate } from "../../../lib/format";
import { useCreateResolution } from "../api/useCreateResolution";
import { useResolutionCatalogue } from "../api/useResolutionCatalogue";
import { useUpdateResolution } from "../api/useUpdateResolution";
import { type ResolutionFormValues, resolutionFormSchema, resolutionRequest } from "./resolution-form";

export type FormControl = Control<FieldValues>;

/** What differs between a judgement's and a settlement's form. */
export interface ResolutionFormKind {
  kind: ResolutionKind;
  /** "Judgement" or "Settlement". */
  noun: string;
  typeCatalogue: ResolutionCatalogue;
  typeLabel: string;
  contentsCatalogue: ResolutionCatalogue;
  /** Judgements need at least one content (SPEC 5.5). */
  contentsRequired: boolean;
  /** The kind's own fields, after the outcome. */
  fields: (control: FormControl) => ReactNode;
}

interface ResolutionFormDialogProps {
  matterId: number;
  proceedingId: number;
  form: ResolutionFormKind;
  steps: readonly ResolutionStep[];
  /** The values to edit (with id and version), or a new resolution's; null: closed. */
  values: ResolutionFormValues | null;
  onClose: () => void;
}

export function ResolutionFormDialog({ values, onClose, form, ...props }: ResolutionFormDialogProps) {
  const title = `${values?.id ? "Edit" : "New"} ${form.noun}`;
  return (
    <FormDialog open={values !== null} title={title} onClose={onClose} fullScreen>
      {values && (
        <ResolutionForm
          key={`${values.id ?? "new"}-${values.version ?? 0}`}
          values={values}
          onClose={onClose}
          form={form}
          {...props}
        />
      )}
    </FormDialog>
  );
}

function ResolutionForm({
  matterId,
  proceedingId,
  form,
  steps,
  values,
  onClose,
}: ResolutionFormDialogProps & { values: ResolutionFormValues }) {
  const alert = useAlert();
  const create = useCreateResolution(matterId, proceedingId);
  const update = useUpdateResolution(matterId, proceedingId);
  const schema = resolutionFormSchema(form.kind, steps.length > 0);
  const { control, submit, pending } = useSaveForm<ResolutionFormValues>({
    resolver: schemaResolver<ResolutionFormValues>(schema),
    defaultValues: values,
    save: async (typed) => {
      const body = resolutionRequest(form.kind, typed);
      const saved =
        values.id && values.version !== undefined
          ? await update.mutateAsync({ ...body, id: values.id, version: values.version })
          : await create.mutateAsync(body);
      alert.success(saved.message);
    },
    onSaved: onClose,
  });
  const formControl = control as unknown as FormControl;

  return (
    <DialogForm onSubmit={submit} pending={pending}>
      <CommonFields control={formControl} form={form} steps={steps} />
      {form.fields(formControl)}
      <Section title="Payment made" />
      <AmountCurrencyField control={formControl} name="amountPaided" label="Amount paid" />
      <FormDateField control={formControl} name="amountPaided.paymentDate" label="Payment date" />
      <FormTextField control={formControl} name="amountPaided.label" label="Payment description" />
    </DialogForm>
  );
}

function CommonFields({
  control,
  form,
  steps,
}: {
  control: FormControl;
  form: ResolutionFormKind;
  steps: readonly ResolutionStep[];
}) {
  const types = useCatalogueOptions(form.typeCatalogue);
  const contents = useCatalogueOptions(form.contentsCatalogue);
  const stepOptions = steps.map((step) => ({
    value: String(step.id),
    label: [step.title ?? `Step ${step.id}`, step.deadline && formatDate(step.deadline)]
      .filter(Boolean)
      .join(" – "),
  }));
  return (
    <>
      <FormSelectField
        control={control}
        name="step"
        label="Procedural Step"
        options={stepOptions}
        required={steps.length > 0}
        disabled={steps.length === 0}
        placeholder={steps.length === 0 ? "The tracking has no steps" : "Choose..."}
        fromField={(step) => (step && typeof step === "object" && "id" in step ? String(step.id) : "")}
        toField={(id) => (id ? { id: Number(id) } : null)}
      />
      <FormSelectField control={control} name="type" label={form.typeLabel} options={types} required />
      <FormMultiSelectField
        control={control}
        name="contents"
        label="Content"
        options={contents}
        required={form.contentsRequired}
      />
      <FormTextField control={control} name="outcome" label="Outcome" required multiline rows={2} />
    </>
  );
}

/** A catalogue as select options (key -> value). */
export function useCatalogueOptions(catalogue: ResolutionCatalogue) {
  const { data } = useResolutionCatalogue(catalogue);
  return (data ?? []).map((entry) => ({ value: entry.key, label: entry.value }));
}

/** A titled part of the form. */
export function Section({ title }: { title: string }) {
  return (
    <>
      <Divider />
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
    </>
  );
}
