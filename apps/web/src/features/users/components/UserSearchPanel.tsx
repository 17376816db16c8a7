// Search criteria and "Show deactivated users" above the users table.
import { type UserSearchColumn, userSearchColumns } from "@litfolio/shared/users";
import Checkbox from "@mui/material/Checkbox";
import FormControlLabel from "@mui/material/FormControlLabel";
import type { SearchCriterion } from "../../../components/SearchCriteria";
import { SearchPanel } from "../../../components/SearchPanel";
import { type UserTableState, userSearchColumnLabels } from "../user-table-state";

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

export function UserSearchPanel({ showDeleted, onShowDeletedChange, ...search }: UserSearchPanelProps) {
  return (
    <SearchPanel title="Search users" columns={columnOptions} {...search}>
      <FormControlLabel
        sx={{ mt: 1 }}
        control={
          <Checkbox checked={showDeleted} onChange={(event) => onShowDeletedChange(event.target.checked)} />
        }
        label="Show deactivated users"
      />
    </SearchPanel>
  );
}
