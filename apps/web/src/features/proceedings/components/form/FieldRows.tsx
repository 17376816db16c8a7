// A list of rows inside the proceeding form (law firms, local counsels, served writs, items, other
// amounts): each row is a named group ("Served writ 1") with a remove button, and an add button
// appends an empty row and moves the focus into it. The rows are one array value of the form, kept
// with setValue rather than react-hook-form's useFieldArray: that hook would land in the chunk the
// login page shares with every form and push it over its size budget.
import AddIcon from "@mui/icons-material/Add";
import RemoveCircleOutlinedIcon from "@mui/icons-material/RemoveCircleOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Tooltip from "@mui/material/Tooltip";
import { type ReactNode, useEffect, useRef } from "react";
import { type ArrayPath, type FieldArray, type PathValue, useWatch } from "react-hook-form";
import type { ProceedingForm, ProceedingFormValues } from "./proceeding-form";

type RowsName = ArrayPath<ProceedingFormValues>;

interface FieldRowsProps<Name extends RowsName> {
  form: ProceedingForm;
  name: Name;
  /** What one row is, e.g. "served writ": names the rows and the buttons. */
  noun: string;
  newRow: () => FieldArray<ProceedingFormValues, Name>;
  renderRow: (index: number) => ReactNode;
  /** The grid of a row's fields, e.g. "2fr 1fr 1fr". */
  columns?: string;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const focusable = 'input:not([type="hidden"]):not([aria-hidden="true"]), [role="combobox"], textarea';

export function FieldRows<Name extends RowsName>({
  form,
  name,
  noun,
  newRow,
  renderRow,
  columns = "repeat(auto-fit, minmax(180px, 1fr))",
}: FieldRowsProps<Name>) {
  const rows = (useWatch({ control: form.control, name }) ?? []) as unknown[];
  const keys = useRowKeys(rows.length);
  const list = useRef<HTMLDivElement>(null);
  const focusLastRow = useRef(false);
  useEffect(() => {
    if (!focusLastRow.current) return;
    focusLastRow.current = false;
    const groups = list.current?.querySelectorAll('[role="group"]');
    groups?.[groups.length - 1]?.querySelector<HTMLElement>(focusable)?.focus();
  });

  const change = (next: unknown[]) =>
    form.setValue(name, next as PathValue<ProceedingFormValues, Name>, { shouldDirty: true });
  const add = () => {
    focusLastRow.current = true;
    change([...rows, newRow()]);
  };
  const remove = (index: number) => {
    keys.remove(index);
    // Messages belong to rows by position; they come back with the next validation.
    form.clearErrors(name);
    change(rows.filter((_row, i) => i !== index));
  };

  return (
    <Stack spacing={1.5} ref={list}>
      {rows.map((_row, index) => (
        <Stack
          key={keys.at(index)}
          role="group"
          aria-label={`${capitalised(noun)} ${index + 1}`}
          direction="row"
          spacing={1}
          sx={{ alignItems: "flex-start" }}
        >
          <Box
            sx={{
              flexGrow: 1,
              display: "grid",
              gap: 1.5,
              alignItems: "start",
              gridTemplateColumns: { xs: "minmax(0, 1fr)", md: columns },
            }}
          >
            {renderRow(index)}
          </Box>
          <Tooltip title={`Remove ${noun}`}>
            <IconButton
              aria-label={`Remove ${noun} ${index + 1}`}
              onClick={() => remove(index)}
              sx={{ mt: 3 }}
            >
              <RemoveCircleOutlinedIcon />
            </IconButton>
          </Tooltip>
        </Stack>
      ))}
      <div>
        <Button startIcon={<AddIcon />} size="small" onClick={add}>
          Add {noun}
        </Button>
      </div>
    </Stack>
  );
}

/** A stable key per row, so a row keeps its inputs' state when one above it is removed. */
function useRowKeys(count: number) {
  const next = useRef(0);
  const keys = useRef<number[]>([]);
  while (keys.current.length < count) keys.current.push(next.current++);
  keys.current.length = count;
  return {
    at: (index: number) => keys.current[index],
    remove: (index: number) => {
      keys.current.splice(index, 1);
    },
  };
}
