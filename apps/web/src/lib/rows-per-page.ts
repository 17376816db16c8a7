// The rows per page a user chose for a table, kept in a cookie for 30 minutes (SPEC 9:
// rowsPerPage-{matterId} inside a matter), apart from the table (components/DataTable.tsx writes it)
// so that a route's loader can read it without loading the table.
import { pageSizes as defaultPageSizes } from "@litfolio/shared/paging";
import { readCookie } from "./cookies";

/** Which cookie remembers the rows per page: per matter when inside one, else per table. */
export interface RowsPerPageKey {
  matterId?: number | string;
  table: string;
}

export const rowsPerPageCookieName = ({ matterId, table }: RowsPerPageKey) =>
  `rowsPerPage-${matterId ?? table}`;

/** The remembered rows per page, when it is one of the offered sizes. */
export function storedRowsPerPage(
  key: RowsPerPageKey,
  pageSizes: readonly number[] = defaultPageSizes,
): number | undefined {
  const stored = Number(readCookie(rowsPerPageCookieName(key)));
  return pageSizes.includes(stored) ? stored : undefined;
}
