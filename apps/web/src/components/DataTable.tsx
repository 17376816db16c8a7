// The shared table (SPEC 2.3): MUI Table with server-side paging and sorting, page sizes 15/50/100,
// "No data available", "Fetching data..." and "-" for empty cells, and a failed load with a retry. The chosen rows per page is kept
// in a cookie for 30 minutes (SPEC 9: rowsPerPage-{matterId} inside a matter). Optionally rows can be
// selected with checkboxes, or expanded to show a detail row below them (DataTableRow.tsx). A table
// may offer a column chooser (kept per user, column-choice.ts). Long texts can be cut with an ellipsis
// so a wide list fits a laptop without scrolling sideways.
import { messages } from "@litfolio/shared/messages";
import { pageSizes as defaultPageSizes } from "@litfolio/shared/paging";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import LinearProgress from "@mui/material/LinearProgress";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableContainer from "@mui/material/TableContainer";
import TableHead from "@mui/material/TableHead";
import TablePagination from "@mui/material/TablePagination";
import TableRow from "@mui/material/TableRow";
import TableSortLabel from "@mui/material/TableSortLabel";
import Typography from "@mui/material/Typography";
import { Fragment, type ReactNode } from "react";
import { writeCookie } from "../lib/cookies";
import { type RowsPerPageKey, rowsPerPageCookieName } from "../lib/rows-per-page";
import { ColumnChooser } from "./ColumnChooser";
import { type ColumnChooserOptions, chosenColumns, useColumnChoice } from "./column-choice";
import { DataTableRow, type RowDetail, type RowSelection, SelectPageCheckbox } from "./DataTableRow";

export type SortDirection = "asc" | "desc";

export interface SortState {
  field: string;
  direction: SortDirection;
}

export interface DataTableColumn<Row> {
  id: string;
  label: string;
  /** The API sort field; the header becomes a sort button when set. */
  sortField?: string;
  /** The cell's content; null, undefined, "" and [] show as "-". */
  cell: (row: Row) => ReactNode;
  align?: "left" | "right" | "center";
  width?: number | string;
  /**
   * Keeps a long text on one line, cut with an ellipsis (the whole text on hover), and gives the
   * column this base width in pixels: the column takes it when the table is tight and a share of
   * any room beyond. Never for numbers or dates, which must always show whole.
   */
  ellipsisWidth?: number;
  /** Keeps the content on one line (numbers, dates), so it is never broken either. */
  noWrap?: boolean;
}

export { type RowsPerPageKey, rowsPerPageCookieName, storedRowsPerPage } from "../lib/rows-per-page";

/** The next sort after a click on a column header: ascending first, then toggling. */
export function nextSort(current: SortState | null | undefined, field: string): SortState {
  if (current?.field !== field) return { field, direction: "asc" };
  return { field, direction: current.direction === "asc" ? "desc" : "asc" };
}

interface DataTableProps<Row> {
  /** The table's accessible name, e.g. "Application users". */
  label: string;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string | number;
  totalElements: number;
  loading: boolean;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  rowsPerPageKey: RowsPerPageKey;
  sort?: SortState | null;
  onSortChange?: (sort: SortState) => void;
  pageSizes?: readonly number[];
  rowSx?: (row: Row) => object | undefined;
  /** Checkboxes in a first column (and one for the whole page in the header). */
  selection?: RowSelection<Row>;
  /** A toggle that shows a detail row below a row (e.g. a comment). */
  rowDetail?: RowDetail<Row>;
  /** Set when the list's load failed: the table says so, with a retry, never "No data available". */
  failure?: LoadFailure;
  /** A "Columns" button that lets the user hide columns (or show the less used ones). */
  columnChooser?: ColumnChooserOptions;
  /** What an empty list says, when not "No data available" (the calendar's SPEC text). */
  emptyText?: string;
}

export interface LoadFailure {
  retry: () => void;
}

/** The table's failure from a query: set while its last load failed. */
export const loadFailure = (query: { isError: boolean; refetch: () => unknown }): LoadFailure | undefined =>
  query.isError ? { retry: () => void query.refetch() } : undefined;

export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  totalElements,
  loading,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
  rowsPerPageKey,
  sort,
  onSortChange,
  pageSizes = defaultPageSizes,
  rowSx,
  selection,
  rowDetail,
  failure,
  columnChooser,
  emptyText = messages.tableEmpty,
}: DataTableProps<Row>) {
  const [choice, choose] = useColumnChoice(columnChooser?.tableId);
  const shownColumns = columnChooser
    ? chosenColumns(columns, choice, columnChooser.hiddenByDefault)
    : columns;
  const fullWidth = shownColumns.length + (selection ? 1 : 0) + (rowDetail ? 1 : 0);

  const changePageSize = (size: number) => {
    writeCookie(rowsPerPageCookieName(rowsPerPageKey), String(size));
    onPageSizeChange(size);
  };

  return (
    <Paper variant="outlined" sx={{ overflow: "hidden" }}>
      <Box sx={{ height: 4 }}>{loading && rows && <LinearProgress aria-hidden="true" />}</Box>
      {columnChooser && (
        <Stack direction="row" sx={{ justifyContent: "flex-end", px: 1 }}>
          <ColumnChooser
            columns={columns}
            shown={shownColumns.map((column) => column.id)}
            onToggle={(id, shown) => choose({ ...choice, [id]: shown })}
          />
        </Stack>
      )}
      <TableContainer>
        <Table aria-label={label} aria-busy={loading} size="small">
          <TableHead>
            <TableRow>
              {selection && <SelectPageCheckbox rows={rows ?? []} rowKey={rowKey} selection={selection} />}
              {/* The toggles' column needs a name for screen readers; sighted users see the icons. */}
              {rowDetail && <TableCell padding="checkbox" aria-label="Details" />}
              {shownColumns.map((column) => (
                <HeaderCell key={column.id} column={column} sort={sort} onSortChange={onSortChange} />
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {failure && !loading ? (
              <TableRow>
                <TableCell colSpan={fullWidth} align="center" sx={{ py: 4 }}>
                  <Typography role="alert" sx={{ mb: 1 }}>
                    {messages.tableLoadFailed}
                  </Typography>
                  <Button variant="outlined" size="small" onClick={failure.retry}>
                    Retry
                  </Button>
                </TableCell>
              </TableRow>
            ) : rows && rows.length > 0 ? (
              rows.map((row) => (
                <DataTableRow
                  key={rowKey(row)}
                  row={row}
                  rowKey={rowKey}
                  columns={shownColumns}
                  sx={rowSx?.(row)}
                  selection={selection}
                  rowDetail={rowDetail}
                />
              ))
            ) : (
              <TableRow>
                <TableCell colSpan={fullWidth} align="center" sx={{ py: 4, color: "text.secondary" }}>
                  {loading ? messages.tableLoading : emptyText}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={totalElements}
        page={pageOnScreen(page, pageSize, totalElements)}
        rowsPerPage={pageSize}
        rowsPerPageOptions={[...pageSizes]}
        onPageChange={(_event, nextPage) => onPageChange(nextPage)}
        onRowsPerPageChange={(event) => changePageSize(Number(event.target.value))}
      />
    </Paper>
  );
}

function HeaderCell<Row>({
  column,
  sort,
  onSortChange,
}: {
  column: DataTableColumn<Row>;
  sort: SortState | null | undefined;
  onSortChange: ((sort: SortState) => void) | undefined;
}) {
  const { sortField } = column;
  const active = sortField !== undefined && sort?.field === sortField;
  const direction = active ? sort.direction : "asc";
  return (
    <TableCell
      align={column.align}
      sx={{ width: column.width, fontWeight: 600 }}
      aria-sort={active ? (direction === "asc" ? "ascending" : "descending") : undefined}
    >
      {sortField && onSortChange ? (
        <TableSortLabel
          active={active}
          direction={direction}
          onClick={() => onSortChange(nextSort(sort, sortField))}
        >
          <HeaderLabel label={column.label} />
        </TableSortLabel>
      ) : (
        <HeaderLabel label={column.label} />
      )}
    </TableCell>
  );
}

/**
 * The header's label. Headers wrap between words when the table is tight (a narrow column beats
 * scrolling sideways), and after a slash too: "Jurisdiction/workstream" would be one long word.
 */
function HeaderLabel({ label }: { label: string }) {
  const [first, ...rest] = label.split("/");
  return (
    <>
      {first}
      {rest.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a fixed label
        <Fragment key={index}>
          /<wbr />
          {part}
        </Fragment>
      ))}
    </>
  );
}

/** MUI refuses a page past the end (e.g. after the last row of a page was deactivated). */
function pageOnScreen(page: number, pageSize: number, totalElements: number) {
  const lastPage = Math.max(0, Math.ceil(totalElements / pageSize) - 1);
  return Math.min(page, lastPage);
}
