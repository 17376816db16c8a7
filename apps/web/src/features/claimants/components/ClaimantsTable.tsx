// The claimants of a proceeding for a reader (no WRITE): a search by name and the list paged in the
// browser (the server answers it whole).
import type { Claimant } from "@litfolio/shared/proceeding-lists";
import Stack from "@mui/material/Stack";
import { useState } from "react";
import { DataTable } from "../../../components/DataTable";
import { SearchField } from "../../../components/SearchField";
import { useClientPaging } from "../../../components/useClientPaging";
import { matchingPositions } from "./claimant-list";

export function ClaimantsTable({
  matterId,
  claimants,
}: {
  matterId: number;
  claimants: readonly Claimant[];
}) {
  const [search, setSearch] = useState("");
  const positions = matchingPositions(claimants, search);
  const paging = useClientPaging(positions, { matterId, table: "claimants" });
  return (
    <Stack spacing={2}>
      <SearchField label="Search claimants" value={search} onChange={setSearch} />
      <DataTable
        label="Claimants"
        columns={[
          { id: "position", label: "#", width: 80, cell: (position) => position + 1 },
          { id: "fullName", label: "Full name", cell: (position) => claimants[position]?.fullName },
          { id: "shortName", label: "Short name", cell: (position) => claimants[position]?.shortName },
        ]}
        rowKey={(position) => claimants[position]?.id ?? position}
        loading={false}
        {...paging}
      />
    </Stack>
  );
}
