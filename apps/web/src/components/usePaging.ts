// A table's page and page size held by the component (not the URL), in DataTable's prop names: the
// page size starts from the remembered rows per page (SPEC 9 cookie), and a new size shows page 0.
import { defaultPageSize } from "@litfolio/shared/paging";
import { useState } from "react";
import { type RowsPerPageKey, storedRowsPerPage } from "./DataTable";

export function usePaging(rowsPerPageKey: RowsPerPageKey) {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSize] = useState(() => storedRowsPerPage(rowsPerPageKey) ?? defaultPageSize);
  return {
    page,
    pageSize,
    rowsPerPageKey,
    onPageChange: setPage,
    onPageSizeChange: (size: number) => {
      setPageSize(size);
      setPage(0);
    },
  };
}
