import type { User } from "@litfolio/shared/users";
import Chip from "@mui/material/Chip";

/** SPEC 4: "Deactivated" when deleted, "Inactive" when not yet activated, nothing otherwise. */
export function UserStatusChip({ user }: { user: Pick<User, "active" | "deleted"> }) {
  if (user.deleted) return <Chip label="Deactivated" size="small" color="error" variant="outlined" />;
  if (!user.active)
    return (
      <Chip
        label="Inactive"
        size="small"
        variant="outlined"
        sx={{ color: "warning.dark", borderColor: "warning.dark" }}
      />
    );
  return null;
}
