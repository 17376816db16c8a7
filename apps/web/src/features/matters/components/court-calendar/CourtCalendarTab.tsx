// The matter's court calendar (issue 18): for each jurisdiction and workstream the country whose
// public holidays count and its court vacations, during which no proposed deadline ends. The
// matter's ADMIN edits it; everyone on the matter sees it, as the proposals follow it.
import type { CourtCalendarSettings } from "@litfolio/shared/deadlines";
import { courtCountries } from "@litfolio/shared/deadlines";
import type { Matter } from "@litfolio/shared/matters";
import EditIcon from "@mui/icons-material/Edit";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { DataTable, type DataTableColumn, loadFailure } from "../../../../components/DataTable";
import { useClientPaging } from "../../../../components/useClientPaging";
import { categoryLabel } from "../../../../lib/category-options";
import { useCourtCalendar } from "../../api/useCourtCalendar";
import { CourtCalendarFormDialog } from "./CourtCalendarFormDialog";

type CategoryRow = CourtCalendarSettings["categories"][number];

const columns: DataTableColumn<CategoryRow>[] = [
  { id: "category", label: "Jurisdiction / Workstream", cell: (row) => categoryLabel(row.category) },
  { id: "country", label: "Public holidays of", cell: (row) => courtCountries[row.country].name },
  {
    id: "vacations",
    label: "Court vacations",
    cell: (row) =>
      row.vacations.length === 0
        ? "-"
        : row.vacations
            .map((vacation) => `${vacation.label} (${vacation.from} to ${vacation.to})`)
            .join("; "),
  },
];

export function CourtCalendarTab({ matter }: { matter: Matter }) {
  const calendar = useCourtCalendar(matter.id);
  const [editing, setEditing] = useState(false);
  const data = calendar.data;
  const paging = useClientPaging(data?.categories, { matterId: matter.id, table: "courtCalendar" });
  return (
    <Stack spacing={2}>
      <Typography>
        Proposed deadlines move past weekends, the public holidays of each jurisdiction's country and its
        court vacations. Workstreams, and jurisdictions whose country Litfolio does not know, count the
        default country's holidays
        {data ? `: ${courtCountries[data.defaultCountry].name}.` : "."}
      </Typography>
      {data?.permissions.includes("ADMIN") && (
        <Button
          variant="contained"
          startIcon={<EditIcon />}
          onClick={() => setEditing(true)}
          sx={{ alignSelf: "flex-start" }}
        >
          Edit court calendar
        </Button>
      )}
      <DataTable
        label="Court calendar"
        columns={columns}
        rowKey={(row) => row.category.id}
        loading={calendar.isPending}
        failure={loadFailure(calendar)}
        {...paging}
      />
      {data && (
        <CourtCalendarFormDialog
          matterId={matter.id}
          calendar={data}
          open={editing}
          onClose={() => setEditing(false)}
        />
      )}
    </Stack>
  );
}
