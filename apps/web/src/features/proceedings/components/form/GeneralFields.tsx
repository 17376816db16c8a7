// The proceeding form's first section: the category (Jurisdiction or Workstream; a local counsel is
// offered only theirs), the read-only proceedings code (the saved one, or a preview of the code
// generated on save once the category is new or changed), the local counsel's code, status, issue
// date and the mass-claim flag.
import { textLimits } from "@litfolio/shared/limits";
import { type Control, useWatch } from "react-hook-form";
import { FormCheckboxField } from "../../../../components/form/FormCheckboxField";
import { FormDateField } from "../../../../components/form/FormDateField";
import { FormSelectField } from "../../../../components/form/FormSelectField";
import { FormTextField } from "../../../../components/form/FormTextField";
import { TextInput } from "../../../../components/form/fields";
import { categoryOptions } from "../../../../lib/category-options";
import { useCategories } from "../../../../lib/matter-api/useCategories";
import { useProceedingCodePreview } from "../../api/useProceedingCodePreview";
import { useProceedingStatuses } from "../../api/useProceedingStatuses";
import { idChoice, keyChoice } from "./choices";
import type { ProceedingFormValues } from "./proceeding-form";

interface GeneralFieldsProps {
  matterId: number;
  control: Control<ProceedingFormValues>;
  /** The proceeding being edited: its category and code; null when adding. */
  saved: { categoryId: number; proceedingCode: string } | null;
}

export function GeneralFields({ matterId, control, saved }: GeneralFieldsProps) {
  const categories = useCategories(matterId).data?.items ?? [];
  const statuses = useProceedingStatuses();
  return (
    <>
      <FormSelectField
        control={control}
        name="category"
        label="Jurisdiction or workstream"
        required
        options={categoryOptions(categories)}
        {...idChoice}
      />
      <ProceedingCodeField matterId={matterId} control={control} saved={saved} />
      <FormTextField
        control={control}
        name="localCounselProceedingCode"
        label="Local counsel proceedings code"
        maxLength={textLimits.code}
      />
      <FormSelectField
        control={control}
        name="status"
        label="Status"
        required
        options={statuses.map((status) => ({ value: status.key, label: status.value }))}
        {...keyChoice}
      />
      <FormDateField control={control} name="issueDate" label="Issue date" />
      <FormCheckboxField control={control} name="isMassClaim" label="Mass claim" />
    </>
  );
}

/** DECISIONS "Codes and counters": the code is made on save; a changed category gets a new one. */
function ProceedingCodeField({ matterId, control, saved }: GeneralFieldsProps) {
  const categoryId = useWatch({ control, name: "category" })?.id ?? null;
  const keepsCode = saved !== null && saved.categoryId === categoryId;
  const preview = useProceedingCodePreview(matterId, keepsCode ? null : categoryId).data;
  return (
    <TextInput
      label="Proceedings code"
      readOnly
      value={keepsCode ? saved.proceedingCode : (preview?.proceedingCode ?? "")}
      onChange={() => {}}
      message={keepsCode ? undefined : "Generated on save"}
    />
  );
}
