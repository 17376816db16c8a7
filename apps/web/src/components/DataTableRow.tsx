// One body row of DataTable with its optional extras: a selection checkbox in front, and a toggle
// that opens a full-width detail row below it (SPEC 2.3's expandable rows: a defendant's comment, a
// judgement's amounts). The header's checkbox selects or clears every row of the page shown.
import KeyboardArrowDownIcon from "@mui/icons-material/KeyboardArrowDown";
import KeyboardArrowUpIcon from "@mui/icons-material/KeyboardArrowUp";
import Box from "@mui/material/Box";
import Checkbox from "@mui/material/Checkbox";
import IconButton from "@mui/material/IconButton";
import TableCell from "@mui/material/TableCell";
import TableRow from "@mui/material/TableRow";
import { type PointerEvent, type ReactNode, useId, useState } from "react";
import { EMPTY_VALUE, isEmptyValue } from "../lib/format";
import type { DataTableColumn } from "./DataTable";

type RowKey = string | number;

export interface RowSelection<Row> {
  selected: ReadonlySet<RowKey>;
  onChange: (selected: Set<RowKey>) => void;
  /** The row checkbox's accessible name, e.g. "Select truck XLRTE47MS0E123456". */
  label: (row: Row) => string;
  /** The header checkbox's accessible name; "Select all rows on this page" unless told. */
  pageLabel?: string;
}

export interface RowDetail<Row> {
  /** The toggle's accessible name, e.g. "Comment of DAF Trucks N.V.". */
  label: (row: Row) => string;
  /** What the detail row shows. */
  content: (row: Row) => ReactNode;
}

interface DataTableRowProps<Row> {
  row: Row;
  rowKey: (row: Row) => RowKey;
  columns: readonly DataTableColumn<Row>[];
  sx?: object;
  selection?: RowSelection<Row>;
  rowDetail?: RowDetail<Row>;
}

// Size containment makes the box count as `baseWidth` wide, whatever its text, when the table sizes
// its columns; the column then still grows with the table, and the text fills what it gets.
const ellipsis = (baseWidth: number) => ({
  contain: "inline-size",
  minWidth: baseWidth,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
});

/** Shows the whole text as the box's title while it is cut (screen readers read it whole anyway). */
function titleWhenCut(event: PointerEvent<HTMLElement>) {
  const box = event.currentTarget;
  if (box.scrollWidth > box.clientWidth) box.title = box.textContent ?? "";
  else box.removeAttribute("title");
}

const cellContent = (content: ReactNode) => (isEmptyValue(content) ? EMPTY_VALUE : content);

export function DataTableRow<Row>({
  row,
  rowKey,
  columns,
  sx,
  selection,
  rowDetail,
}: DataTableRowProps<Row>) {
  const [open, setOpen] = useState(false);
  const key = rowKey(row);
  const detailId = useId();
  return (
    <>
      <TableRow hover sx={sx} selected={selection?.selected.has(key)}>
        {selection && (
          <TableCell padding="checkbox">
            <Checkbox
              checked={selection.selected.has(key)}
              onChange={(event) =>
                selection.onChange(toggled(selection.selected, [key], event.target.checked))
              }
              slotProps={{ input: { "aria-label": selection.label(row) } }}
            />
          </TableCell>
        )}
        {rowDetail && (
          <TableCell padding="checkbox">
            <IconButton
              size="small"
              aria-label={rowDetail.label(row)}
              aria-expanded={open}
              aria-controls={open ? detailId : undefined}
              onClick={() => setOpen(!open)}
            >
              {open ? <KeyboardArrowUpIcon fontSize="small" /> : <KeyboardArrowDownIcon fontSize="small" />}
            </IconButton>
          </TableCell>
        )}
        {columns.map((column) => (
          <TableCell
            key={column.id}
            align={column.align}
            sx={column.noWrap ? { whiteSpace: "nowrap" } : undefined}
          >
            {column.ellipsisWidth === undefined ? (
              cellContent(column.cell(row))
            ) : (
              <Box sx={ellipsis(column.ellipsisWidth)} onPointerEnter={titleWhenCut}>
                {cellContent(column.cell(row))}
              </Box>
            )}
          </TableCell>
        ))}
      </TableRow>
      {rowDetail && open && (
        <TableRow id={detailId}>
          <TableCell colSpan={columns.length + (selection ? 2 : 1)} sx={{ bgcolor: "grey.50" }}>
            {cellContent(rowDetail.content(row))}
          </TableCell>
        </TableRow>
      )}
    </>
  );
}

/** `selected` with `keys` added (checked) or removed. */
export function toggled(
  selected: ReadonlySet<RowKey>,
  keys: readonly RowKey[],
  checked: boolean,
): Set<RowKey> {
  const next = new Set(selected);
  for (const key of keys) {
    if (checked) next.add(key);
    else next.delete(key);
  }
  return next;
}

export function SelectPageCheckbox<Row>({
  rows,
  rowKey,
  selection,
}: {
  rows: readonly Row[];
  rowKey: (row: Row) => RowKey;
  selection: RowSelection<Row>;
}) {
  const keys = rows.map(rowKey);
  const chosen = keys.filter((key) => selection.selected.has(key)).length;
  return (
    <TableCell padding="checkbox">
      <Checkbox
        checked={keys.length > 0 && chosen === keys.length}
        indeterminate={chosen > 0 && chosen < keys.length}
        disabled={keys.length === 0}
        onChange={(event) => selection.onChange(toggled(selection.selected, keys, event.target.checked))}
        slotProps={{ input: { "aria-label": selection.pageLabel ?? "Select all rows on this page" } }}
      />
    </TableCell>
  );
}
