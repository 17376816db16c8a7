// A list of rows inside a form (the proceeding form's law firms, local counsels, served writs and
// items; the other amounts of a cost block): each row is a named group ("Served writ 1") with a remove button, and an add button
// appends an empty row and moves the focus into it. While the last row is incomplete, the add button
// shows that row's messages, focuses its first missing field and says which row to complete, rather
// than stacking empty rows whose problems only surface on save. The rows are one array value of the form, kept
// with setValue rather than react-hook-form's useFieldArray: that hook would land in the chunk the
// login page shares with every form and push it over its size budget.
import { messages } from "@litfolio/shared/messages";
import AddIcon from "@mui/icons-material/Add";
import RemoveCircleOutlinedIcon from "@mui/icons-material/RemoveCircleOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import FormHelperText from "@mui/material/FormHelperText";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Tooltip from "@mui/material/Tooltip";
import { type ReactNode, useEffect, useRef, useState } from "react";
import {
  type ArrayPath,
  type FieldArray,
  type FieldValues,
  type Path,
  type PathValue,
  type UseFormReturn,
  useFormState,
  useWatch,
} from "react-hook-form";

/** A path to an array of the form's values; react-hook-form does not see that it is a path as well. */
type RowsName<Values extends FieldValues> = ArrayPath<Values> & Path<Values>;

interface FieldRowsProps<Values extends FieldValues, Name extends RowsName<Values>> {
  form: UseFormReturn<Values>;
  name: Name;
  /** What one row is, e.g. "served writ": names the rows and the buttons. */
  noun: string;
  newRow: () => FieldArray<Values, Name>;
  renderRow: (index: number) => ReactNode;
  /** The grid of a row's fields, e.g. "2fr 1fr 1fr". */
  columns?: string;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const focusable = 'input:not([type="hidden"]):not([aria-hidden="true"]), [role="combobox"], textarea';

export function FieldRows<Values extends FieldValues, Name extends RowsName<Values>>({
  form,
  name,
  noun,
  newRow,
  renderRow,
  columns = "repeat(auto-fit, minmax(180px, 1fr))",
}: FieldRowsProps<Values, Name>) {
  const rows = (useWatch({ control: form.control, name }) ?? []) as unknown[];
  const keys = useRowKeys(rows.length);
  const list = useRef<HTMLDivElement>(null);
  const focusLastRow = useRef(false);
  const [incompleteRow, setIncompleteRow] = useState<number | null>(null);
  const rowPath = (index: number) => `${name}.${index}` as Path<Values>;
  // Subscribes this list to the rows' messages, so the hint below goes once the row is complete.
  useFormState({ control: form.control, name }).errors;
  const stillIncomplete =
    incompleteRow !== null &&
    incompleteRow < rows.length &&
    form.getFieldState(rowPath(incompleteRow)).invalid;
  useEffect(() => {
    if (!focusLastRow.current) return;
    focusLastRow.current = false;
    const groups = list.current?.querySelectorAll('[role="group"]');
    groups?.[groups.length - 1]?.querySelector<HTMLElement>(focusable)?.focus();
  });

  const change = (next: unknown[]) =>
    form.setValue(name, next as PathValue<Values, Name>, { shouldDirty: true });
  const add = async () => {
    const last = rows.length - 1;
    if (last >= 0 && !(await form.trigger(rowPath(last), { shouldFocus: true }))) {
      setIncompleteRow(last);
      return;
    }
    setIncompleteRow(null);
    focusLastRow.current = true;
    change([...rows, newRow()]);
  };
  const remove = (index: number) => {
    keys.remove(index);
    setIncompleteRow(null);
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
        <FormHelperText error role="status">
          {stillIncomplete ? messages.completeRowFirst(`${noun} ${incompleteRow + 1}`) : ""}
        </FormHelperText>
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
