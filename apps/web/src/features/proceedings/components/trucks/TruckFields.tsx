// The fields of the add-truck panel and the edit-truck dialog: the chassis number (upper case as
// typed, letters, digits and dashes) and whether the truck is confirmed. The shared truckBody rules
// validate them, as on the server.
import { truckBody } from "@litfolio/shared/proceeding-lists";
import type { Control } from "react-hook-form";
import type { z } from "zod";
import { FormCheckboxField } from "../../../../components/form/FormCheckboxField";
import { FormTextField } from "../../../../components/form/FormTextField";

export interface TruckValues {
  chassisNumber: string;
  confirmed: boolean;
}

/** The form always holds `confirmed`, so the rule's default is not needed. */
export const truckSchema: z.ZodType<TruckValues, TruckValues> = truckBody.required({ confirmed: true });

export function TruckFields({ control, autoFocus }: { control: Control<TruckValues>; autoFocus?: boolean }) {
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
      />
      <FormCheckboxField control={control} name="confirmed" label="Confirmed" />
    </>
  );
}
