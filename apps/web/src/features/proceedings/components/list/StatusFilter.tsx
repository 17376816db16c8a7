// The proceedings list's status selector (SPEC 4 "Proceeding status"): several statuses at once,
// showing at most 2 as chips and the rest as "+N other(s)"; none chosen means every status.
import { counted } from "@litfolio/shared/counts";
import type { KeyValue } from "@litfolio/shared/permissions";
import type { ProceedingStatus } from "@litfolio/shared/proceedings";
import Checkbox from "@mui/material/Checkbox";
import Chip from "@mui/material/Chip";
import MenuItem from "@mui/material/MenuItem";
import Select from "@mui/material/Select";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { FieldFrame } from "../../../../components/form/fields";

export const MAX_STATUS_CHIPS = 2;

/** "+1 other", "+3 others": the statuses beyond the chips. */
export const otherStatusesLabel = (count: number) => `+${counted(count, "other")}`;

interface StatusFilterProps {
  options: readonly KeyValue<ProceedingStatus>[];
  value: readonly ProceedingStatus[];
  onChange: (statuses: ProceedingStatus[]) => void;
}

export function StatusFilter({ options, value, onChange }: StatusFilterProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const chosen = options.filter((option) => value.includes(option.key));
  return (
    <FieldFrame id={id} labelId={labelId} label="Status">
      <Select
        id={id}
        labelId={labelId}
        multiple
        displayEmpty
        size="small"
        value={chosen.map((option) => option.key)}
        onChange={(event) => onChange(selectedKeys(event.target.value, options))}
        renderValue={() => <ChosenStatuses chosen={chosen} />}
        sx={{ minWidth: 300, bgcolor: "background.paper", "& .MuiSelect-select": { py: "5px" } }}
      >
        {options.map((option) => (
          <MenuItem key={option.key} value={option.key} dense>
            <Checkbox checked={value.includes(option.key)} size="small" sx={{ p: 0.5, mr: 1 }} />
            {option.value}
          </MenuItem>
        ))}
      </Select>
    </FieldFrame>
  );
}

function ChosenStatuses({ chosen }: { chosen: readonly KeyValue<ProceedingStatus>[] }) {
  if (chosen.length === 0) return <Typography sx={{ py: "3px" }}>All statuses</Typography>;
  const others = chosen.length - MAX_STATUS_CHIPS;
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: "center" }}>
      {chosen.slice(0, MAX_STATUS_CHIPS).map((option) => (
        <Chip key={option.key} label={option.value} size="small" />
      ))}
      {others > 0 && <Typography variant="body2">{otherStatusesLabel(others)}</Typography>}
    </Stack>
  );
}

/** MUI answers a multiple choice as keys (or, from autofill, a comma text); kept in the catalogue's order. */
function selectedKeys(selected: string | string[], options: readonly KeyValue<ProceedingStatus>[]) {
  const keys = typeof selected === "string" ? selected.split(",") : selected;
  return options.filter((option) => keys.includes(option.key)).map((option) => option.key);
}
