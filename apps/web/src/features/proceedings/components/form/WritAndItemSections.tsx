// Served writs and items of the proceeding form (SPEC 3, 4 "Writ", 5.4). A writ row: the place of
// service (each of the matter's places once per proceeding), its status (required) and the served-on
// date, which applies only when SERVED and is cleared whenever the status changes. An item row: one
// of the matter's items (each once) and its number; a row without a number is dropped on save.
import { countRule } from "@litfolio/shared/dutch-numbers";
import { type WritStatus, writStatuses, writStatusLabels } from "@litfolio/shared/proceedings";
import { type Control, useWatch } from "react-hook-form";
import { FieldRows } from "../../../../components/form/FieldRows";
import { FormDateField } from "../../../../components/form/FormDateField";
import { FormNumberField } from "../../../../components/form/FormNumberField";
import { FormSection, FullWidth } from "../../../../components/form/FormSection";
import { FormSelectField } from "../../../../components/form/FormSelectField";
import { useConfigurationList } from "../../../../lib/matter-api/useConfigurationList";
import { chosenElsewhere, idChoice, plainChoice } from "./choices";
import type { ProceedingForm, ProceedingFormValues } from "./proceeding-form";

interface SectionProps {
  matterId: number;
  form: ProceedingForm;
}

/** The matter's rows of one list as choices, those chosen in another row disabled. */
function useMatterChoices(matterId: number, path: "servedWritAt" | "assetlabels") {
  const entries = useConfigurationList(matterId, path, "").data?.items ?? [];
  return (taken: Set<number | undefined>) =>
    entries.map((entry) => ({ value: String(entry.id), label: entry.name, disabled: taken.has(entry.id) }));
}

const writStatusOptions = writStatuses.map((status) => ({ value: status, label: writStatusLabels[status] }));

export function ServedWritsSection({ matterId, form }: SectionProps) {
  const { control, setValue, getFieldState } = form;
  // SPEC 4: a new status clears the date; a message the old one earned is checked again, none added.
  const clearServedOn = (index: number) => {
    const path = `servedWrits.${index}.servedOn` as const;
    setValue(path, "", { shouldDirty: true, shouldValidate: getFieldState(path).invalid });
  };
  const placeChoices = useMatterChoices(matterId, "servedWritAt");
  const writs = useWatch({ control, name: "servedWrits" });
  const placeIds = writs.map((writ) => writ.id.servedWritAt?.id);
  return (
    <FormSection title="Service of the writ">
      <FullWidth>
        <FieldRows
          form={form}
          name="servedWrits"
          noun="served writ"
          newRow={() => ({ id: { servedWritAt: null }, status: null, servedOn: "" })}
          columns="repeat(3, minmax(0, 1fr))"
          renderRow={(index) => (
            <>
              <FormSelectField
                control={control}
                name={`servedWrits.${index}.id.servedWritAt`}
                label="Place of service"
                required
                options={placeChoices(chosenElsewhere(placeIds, index))}
                {...idChoice}
              />
              <FormSelectField
                control={control}
                name={`servedWrits.${index}.status`}
                label="Writ status"
                required
                options={writStatusOptions}
                {...plainChoice}
                afterChange={() => clearServedOn(index)}
              />
              <ServedOnField control={control} index={index} status={writs[index]?.status ?? null} />
            </>
          )}
        />
      </FullWidth>
    </FormSection>
  );
}

function ServedOnField({
  control,
  index,
  status,
}: {
  control: Control<ProceedingFormValues>;
  index: number;
  status: WritStatus | null;
}) {
  const served = status === "SERVED";
  return (
    <FormDateField
      control={control}
      name={`servedWrits.${index}.servedOn`}
      label="Served on"
      required={served}
      disabled={!served}
    />
  );
}

export function ItemsSection({ matterId, form }: SectionProps) {
  const { control } = form;
  const itemChoices = useMatterChoices(matterId, "assetlabels");
  const assets = useWatch({ control, name: "assets" });
  const labelIds = assets.map((asset) => asset.id.label?.id);
  return (
    <FormSection title="Items">
      <FullWidth>
        <FieldRows
          form={form}
          name="assets"
          noun="item"
          newRow={() => ({ id: { label: null }, number: "" })}
          columns="minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)"
          renderRow={(index) => (
            <>
              <FormSelectField
                control={control}
                name={`assets.${index}.id.label`}
                label="Item"
                options={itemChoices(chosenElsewhere(labelIds, index))}
                {...idChoice}
              />
              <FormNumberField
                control={control}
                name={`assets.${index}.number`}
                label="Number"
                rule={countRule}
              />
            </>
          )}
        />
      </FullWidth>
    </FormSection>
  );
}
