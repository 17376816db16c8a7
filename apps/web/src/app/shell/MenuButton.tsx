import MenuIcon from "@mui/icons-material/Menu";
import IconButton from "@mui/material/IconButton";

/** The toolbar's drawer button, loaded only for signed-in users (see TopBar). */
export function MenuButton({ onClick }: { onClick: () => void }) {
  return (
    <IconButton color="inherit" edge="start" aria-label="Open menu" onClick={onClick}>
      <MenuIcon />
    </IconButton>
  );
}
