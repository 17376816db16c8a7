// Activities (/activities/, SPEC 2.1, 2.3): every activity of the matters the user takes part in,
// by default those assigned to them that are to do or doing, with the Matter filter.
import Stack from "@mui/material/Stack";
import { PageHeader } from "../../../components/PageHeader";
import { ActivitiesView } from "../components/ActivitiesView";
import { globalContext } from "./activities-route";

export function ActivitiesPage() {
  return (
    <Stack spacing={2} sx={{ pb: 4 }}>
      <PageHeader title="Activities" />
      <ActivitiesView context={globalContext} />
    </Stack>
  );
}
