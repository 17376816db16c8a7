// Paging in the browser for short lists the server answers whole (a matter's configuration lists and
// menu items): the DataTable props for the current page, with the page size remembered like any table.
import type { RowsPerPageKey } from "./DataTable";
import { usePaging } from "./usePaging";

/** The rows of one page (zero-based). */
export const pageOf = <Row>(rows: readonly Row[], page: number, pageSize: number): Row[] =>
  rows.slice(page * pageSize, (page + 1) * pageSize);

export function useClientPaging<Row>(rows: readonly Row[] | undefined, rowsPerPageKey: RowsPerPageKey) {
  const paging = usePaging(rowsPerPageKey);
  const lastPage = Math.max(0, Math.ceil((rows?.length ?? 0) / paging.pageSize) - 1);
  const shownPage = Math.min(paging.page, lastPage);
  return {
    ...paging,
    rows: rows && pageOf(rows, shownPage, paging.pageSize),
    totalElements: rows?.length ?? 0,
    page: shownPage,
  };
}
