// The temporary 400 px side drawer (SPEC 2.2): the main routes, the "Administration settings" group
// for system administrators, and "Log out" (after a confirmation).
import { messages } from "@litfolio/shared/messages";
import LogoutIcon from "@mui/icons-material/Logout";
import Box from "@mui/material/Box";
import Divider from "@mui/material/Divider";
import Drawer from "@mui/material/Drawer";
import List from "@mui/material/List";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import ListSubheader from "@mui/material/ListSubheader";
import Typography from "@mui/material/Typography";
import { NavLink } from "react-router";
import { useConfirm } from "../../components/ConfirmDialog";
import { useSignOut } from "../../features/auth/api/useSignOut";
import { useActiveUser } from "../../lib/active-user";
import { mayEnter } from "../guard";
import { administrationMenu, type MenuEntry, mainMenu } from "./menu";

export const DRAWER_WIDTH = 400;

interface NavigationDrawerProps {
  open: boolean;
  onClose: () => void;
  productName: string;
}

export function NavigationDrawer({ open, onClose, productName }: NavigationDrawerProps) {
  const user = useActiveUser();
  const confirm = useConfirm();
  const signOut = useSignOut();
  if (!user) return null;

  const visible = (entries: readonly MenuEntry[]) =>
    entries.filter((entry) => mayEnter(entry.authLevels, user));
  const mainEntries = visible(mainMenu);
  const administrationEntries = visible(administrationMenu);

  const logOut = async () => {
    onClose();
    if (await confirm({ title: "Log out", message: messages.confirmLogout })) await signOut();
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: { xs: "85vw", sm: DRAWER_WIDTH }, maxWidth: DRAWER_WIDTH } } }}
    >
      <Box sx={{ px: 2.5, py: 2.5, bgcolor: "primary.main", color: "primary.contrastText" }}>
        <Typography sx={{ fontWeight: 700, color: "accent.main" }}>{productName}</Typography>
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {user.firstName} {user.lastName}
        </Typography>
        <Typography variant="body2" sx={{ opacity: 0.8, overflowWrap: "anywhere" }}>
          {user.emailAddress}
        </Typography>
      </Box>
      <nav aria-label="Main menu">
        <List>
          {mainEntries.map((entry) => (
            <MenuLink key={entry.path} entry={entry} onClose={onClose} />
          ))}
        </List>
        {administrationEntries.length > 0 && (
          <>
            <Divider />
            <List subheader={<ListSubheader component="div">Administration settings</ListSubheader>}>
              {administrationEntries.map((entry) => (
                <MenuLink key={entry.path} entry={entry} onClose={onClose} />
              ))}
            </List>
          </>
        )}
        <Divider />
        <List>
          <ListItemButton onClick={logOut}>
            <ListItemIcon>
              <LogoutIcon />
            </ListItemIcon>
            <ListItemText primary="Log out" />
          </ListItemButton>
        </List>
      </nav>
    </Drawer>
  );
}

function MenuLink({ entry, onClose }: { entry: MenuEntry; onClose: () => void }) {
  const Icon = entry.icon;
  return (
    <ListItemButton
      component={NavLink}
      to={entry.path}
      onClick={onClose}
      sx={{
        "&.active": { bgcolor: "action.selected", "& .MuiListItemIcon-root": { color: "primary.main" } },
      }}
    >
      <ListItemIcon>
        <Icon />
      </ListItemIcon>
      <ListItemText primary={entry.label} />
    </ListItemButton>
  );
}
