// Search criteria and "Show deactivated users" above the users table. Typing reloads the table 1000 ms
// after the last key (SPEC 9).
import { type UserSearchColumn, userSearchColumns } from "@litfolio/shared/users";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import { useEffect, useRef, useState } from "react";
import { completeCriteria, SearchCriteria, type SearchCriterion } from "../../../components/SearchCriteria";
import { useDebouncedValue } from "../../../lib/useDebouncedValue";
import { type UserTableState, userSearchColumnLabels } from "../user-table-state";

export const SEARCH_DEBOUNCE_MS = 1000;

const columnOptions = userSearchColumns.map((column) => ({
  value: column,
  label: userSearchColumnLabels[column],
}));

interface UserSearchPanelProps {
  initialCriteria: SearchCriterion<UserSearchColumn>[];
  search: UserTableState["search"];
  showDeleted: boolean;
  onSearchChange: (search: UserTableState["search"]) => void;
  onShowDeletedChange: (showDeleted: boolean) => void;
}

export function UserSearchPanel({
  initialCriteria,
  search,
  showDeleted,
  onSearchChange,
  onShowDeletedChange,
}: UserSearchPanelProps) {
  const [criteria, setCriteria] = useState<SearchCriterion<UserSearchColumn>[]>(() =>
    initialCriteria.length > 0 ? initialCriteria : [{ column: "emailAddress", value: "" }],
  );
  const typed = JSON.stringify(completeCriteria(criteria));
  const debounced = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);
  const applied = JSON.stringify(search);

  // Only a settled change of what was typed reloads; the applied search changing on its own (e.g. a
  // reload of the page) must not, so the effect reads it through a ref.
  const latest = useRef({ applied, onSearchChange });
  latest.current = { applied, onSearchChange };
  useEffect(() => {
    if (debounced !== latest.current.applied) latest.current.onSearchChange(JSON.parse(debounced));
  }, [debounced]);

  return (
    <Paper variant="outlined" component="section" aria-labelledby="user-search-title" sx={{ p: 2 }}>
      <Typography id="user-search-title" variant="h3" component="h2" sx={{ mb: 2 }}>
        Search users
      </Typography>
      <SearchCriteria columns={columnOptions} criteria={criteria} onChange={setCriteria} />
      <FormControlLabel
        sx={{ mt: 1 }}
        control={
          <Checkbox checked={showDeleted} onChange={(event) => onShowDeletedChange(event.target.checked)} />
        }
        label="Show deactivated users"
      />
    </Paper>
  );
}
