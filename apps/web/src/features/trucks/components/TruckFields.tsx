// The fields of the add-truck panel and the edit-truck dialog: the chassis number (upper case as
// typed; a VIN, or an older non-standard number kept as saved) and whether the truck is confirmed.
// The shared rules validate them, as on the server.
import { messages } from "@litfolio/shared/messages";
import { chassisNumberOf, isVin } from "@litfolio/shared/proceeding-lists";
import { type Control, useWatch } from "react-hook-form";
import { z } from "zod";
import { FormCheckboxField } from "../../../components/form/FormCheckboxField";
import { FormTextField } from "../../../components/form/FormTextField";

export interface TruckValues {
  chassisNumber: string;
  confirmed: boolean;
}

/** The rules of a new truck, or of one whose saved chassis number is `stored`. */
export const truckSchema = (stored?: string): z.ZodType<TruckValues, TruckValues> =>
  z.object({ chassisNumber: chassisNumberOf(stored), confirmed: z.boolean() });

interface TruckFieldsProps {
  control: Control<TruckValues>;
  autoFocus?: boolean;
  /** The saved chassis number of the truck being edited. */
  stored?: string;
}

export function TruckFields({ control, autoFocus, stored }: TruckFieldsProps) {
  const chassis = useWatch({ control, name: "chassisNumber" });
  const keptNonStandard = stored !== undefined && chassis === stored && !isVin(stored);
  return (
    <>
      <FormTextField
        control={control}
        name="chassisNumber"
        label="Chassis number"
        required
        autoFocus={autoFocus}
        autoComplete="off"
        toValue={(typed) => typed.toUpperCase()}
        helperText={keptNonStandard ? messages.chassisNonStandard : undefined}
      />
      <FormCheckboxField control={control} name="confirmed" label="Confirmed" />
    </>
  );
}
