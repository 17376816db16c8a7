// A list of rows inside the proceeding form (law firms, local counsels, served writs, items, other
// amounts): each row is a named group ("Served writ 1") with a remove button, and an add button
// appends an empty row and moves the focus into it.
import AddIcon from "@mui/icons-material/Add";
import RemoveCircleOutlinedIcon from "@mui/icons-material/RemoveCircleOutlined";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import Tooltip from "@mui/material/Tooltip";
import type { ReactNode } from "react";
import { type ArrayPath, type Control, type FieldArray, useFieldArray } from "react-hook-form";
import type { ProceedingFormValues } from "./proceeding-form";

type RowsName = ArrayPath<ProceedingFormValues>;

interface FieldRowsProps<Name extends RowsName> {
  control: Control<ProceedingFormValues>;
  name: Name;
  /** What one row is, e.g. "served writ": names the rows and the buttons. */
  noun: string;
  newRow: () => FieldArray<ProceedingFormValues, Name>;
  renderRow: (index: number) => ReactNode;
  /** The grid of a row's fields, e.g. "2fr 1fr 1fr". */
  columns?: string;
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function FieldRows<Name extends RowsName>({
  control,
  name,
  noun,
  newRow,
  renderRow,
  columns = "repeat(auto-fit, minmax(180px, 1fr))",
}: FieldRowsProps<Name>) {
  const { fields, append, remove } = useFieldArray({ control, name });
  return (
    <Stack spacing={1.5}>
      {fields.map((field, index) => (
        <Stack
          key={field.id}
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
        <Button startIcon={<AddIcon />} size="small" onClick={() => append(newRow())}>
          Add {noun}
        </Button>
      </div>
    </Stack>
  );
}
