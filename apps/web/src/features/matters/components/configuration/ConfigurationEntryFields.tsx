// The fields of a configuration row, shared by the add panel and the edit dialog: the code (mask
// AAA: letters only, upper case as typed) for jurisdictions and workstreams, and the name.
import { messages } from "@litfolio/shared/messages";
import Box from "@mui/material/Box";
import type { Control } from "react-hook-form";
import { FormTextField } from "../../../../components/form/FormTextField";
import {
  type ConfigurationEntryValues,
  type ConfigurationKind,
  maskCategoryCode,
} from "./configuration-kinds";

interface ConfigurationEntryFieldsProps {
  kind: ConfigurationKind;
  control: Control<ConfigurationEntryValues>;
  /** The code of a category that proceedings use cannot change (their codes start with it). */
  codeLocked?: boolean;
}

export function ConfigurationEntryFields({
  kind,
  control,
  codeLocked = false,
}: ConfigurationEntryFieldsProps) {
  return (
    <>
      {kind.hasCode && (
        <Box sx={{ width: { md: 160 }, flexShrink: 0 }}>
          <FormTextField
            control={control}
            name="code"
            label="Code"
            required
            autoComplete="off"
            toValue={maskCategoryCode}
            readOnly={codeLocked}
            helperText={codeLocked ? messages.categoryCodeLocked : undefined}
          />
        </Box>
      )}
      <Box sx={{ flexGrow: 1 }}>
        <FormTextField control={control} name="name" label="Name" required autoComplete="off" />
      </Box>
    </>
  );
}
