// The matters list's state in the URL query (SPEC 2.3 "Matters list": search by client, matter name
// or matter number kept in the URL). SPEC 7.2: dbbw/matters, or dbbw/matters/search when searching.
import { matterSortFields } from "@litfolio/shared/matters";
import type { TableDefinition } from "../../lib/table-state";

export const matterSearchColumns = ["client", "name", "key"] as const;
export type MatterSearchColumn = (typeof matterSearchColumns)[number];

export const mattersTable: TableDefinition<MatterSearchColumn> = {
  searchColumns: matterSearchColumns,
  sortFields: matterSortFields,
  listPath: "dbbw/matters",
  searchPath: "dbbw/matters/search",
};

export const matterSearchColumnLabels: Record<MatterSearchColumn, string> = {
  client: "Client",
  name: "Matter name",
  key: "Matter number",
};
