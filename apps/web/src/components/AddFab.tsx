// The floating add button of a list page (SPEC 2.3 "a floating add button (CREATE)"), bottom right,
// named by what it adds.
import AddIcon from "@mui/icons-material/Add";
import Fab from "@mui/material/Fab";
import Tooltip from "@mui/material/Tooltip";

export function AddFab({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Tooltip title={label} placement="left">
      <Fab
        color="primary"
        aria-label={label}
        onClick={onClick}
        sx={{ position: "fixed", right: { xs: 16, md: 32 }, bottom: { xs: 16, md: 32 } }}
      >
        <AddIcon />
      </Fab>
    </Tooltip>
  );
}
