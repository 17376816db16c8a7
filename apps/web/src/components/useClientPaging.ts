// Paging in the browser for short lists the server answers whole (a matter's configuration lists and
// menu items): the DataTable props for the current page, with the page size remembered like any table.
import { defaultPageSize } from "@litfolio/shared/paging";
import { useState } from "react";
import { type RowsPerPageKey, storedRowsPerPage } from "./DataTable";

/** The rows of one page (zero-based). */
export const pageOf = <Row>(rows: readonly Row[], page: number, pageSize: number): Row[] =>
  rows.slice(page * pageSize, (page + 1) * pageSize);

export function useClientPaging<Row>(rows: readonly Row[] | undefined, rowsPerPageKey: RowsPerPageKey) {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(() => storedRowsPerPage(rowsPerPageKey) ?? defaultPageSize);
  const lastPage = Math.max(0, Math.ceil((rows?.length ?? 0) / pageSize) - 1);
  const shownPage = Math.min(page, lastPage);
  return {
    rows: rows && pageOf(rows, shownPage, pageSize),
    totalElements: rows?.length ?? 0,
    page: shownPage,
    pageSize,
    rowsPerPageKey,
    onPageChange: setPage,
    onPageSizeChange: (size: number) => {
      setPageSize(size);
      setPage(0);
    },
  };
}
