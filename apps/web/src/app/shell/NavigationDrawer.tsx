// The temporary 400 px side drawer (SPEC 2.2): the group of the matter in context (named after it),
// the main routes, the matter's "Additional menu items" (opened in a new tab), the "Administration
// settings" group for system administrators, and the user's own entries (Notifications) with "Log out"
// (after a confirmation).
import { messages } from "@litfolio/shared/messages";
import LaunchIcon from "@mui/icons-material/Launch";
import LogoutIcon from "@mui/icons-material/Logout";
import Box from "@mui/material/Box";
import Divider from "@mui/material/Divider";
import Drawer from "@mui/material/Drawer";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemButton from "@mui/material/ListItemButton";
import ListItemIcon from "@mui/material/ListItemIcon";
import ListItemText from "@mui/material/ListItemText";
import ListSubheader from "@mui/material/ListSubheader";
import Typography from "@mui/material/Typography";
import { NavLink } from "react-router";
import { useConfirm } from "../../components/ConfirmDialog";
import { externalHref } from "../../lib/external-link";
import { type SelectedMatter, useSelectedMatter } from "../../lib/selected-matter";
import { useActiveUser } from "../../lib/session/active-user";
import { useSignOut } from "../../lib/session/useSignOut";
import { mayEnter } from "../guard";
import {
  administrationMenu,
  type MenuEntry,
  mainMenu,
  matterMenu,
  userMenu,
  visibleMatterEntries,
} from "./menu";

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
  const { matter } = useSelectedMatter();
  if (!user) return null;

  const visible = (entries: readonly MenuEntry[]) =>
    entries.filter((entry) => mayEnter(entry.authLevels, user));
  const mainEntries = visible(mainMenu);
  const administrationEntries = visible(administrationMenu);
  const userEntries = visible(userMenu);

  const logOut = async () => {
    onClose();
    if (await confirm({ title: "Log out", message: messages.confirmLogout })) await signOut();
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      // MUI makes the drawer a modal dialog; its name is what screen readers announce on opening.
      slotProps={{
        paper: {
          "aria-label": "Menu",
          sx: { width: { xs: "85vw", sm: DRAWER_WIDTH }, maxWidth: DRAWER_WIDTH },
        },
      }}
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
        {matter && <MatterGroup matter={matter} onClose={onClose} />}
        <List>
          {mainEntries.map((entry) => (
            <MenuLink key={entry.path} entry={entry} onClose={onClose} />
          ))}
        </List>
        {matter && matter.menuItems.length > 0 && <AdditionalMenuItems matter={matter} />}
        {administrationEntries.length > 0 && (
          <>
            <Divider />
            <List subheader={<ListSubheader>Administration settings</ListSubheader>}>
              {administrationEntries.map((entry) => (
                <MenuLink key={entry.path} entry={entry} onClose={onClose} />
              ))}
            </List>
          </>
        )}
        <Divider />
        <List>
          {userEntries.map((entry) => (
            <MenuLink key={entry.path} entry={entry} onClose={onClose} />
          ))}
          <ListItem disablePadding>
            <ListItemButton onClick={logOut}>
              <ListItemIcon>
                <LogoutIcon />
              </ListItemIcon>
              <ListItemText primary="Log out" />
            </ListItemButton>
          </ListItem>
        </List>
      </nav>
    </Drawer>
  );
}

function MatterGroup({ matter, onClose }: { matter: SelectedMatter; onClose: () => void }) {
  const entries = visibleMatterEntries(matterMenu, matter.participation?.role.key);
  return (
    <>
      <List subheader={<ListSubheader>{matter.name}</ListSubheader>}>
        {entries.map((entry) => (
          <MenuLink
            key={entry.label}
            entry={{ ...entry, path: entry.path(matter.id) }}
            onClose={onClose}
            end
          />
        ))}
      </List>
      <Divider />
    </>
  );
}

function AdditionalMenuItems({ matter }: { matter: SelectedMatter }) {
  return (
    <>
      <Divider />
      <List subheader={<ListSubheader>Additional menu items</ListSubheader>}>
        {matter.menuItems.map((item) => (
          <ListItem key={item.id} disablePadding>
            <ListItemButton
              component="a"
              href={externalHref(item.url)}
              target="_blank"
              rel="noopener noreferrer"
            >
              <ListItemIcon>
                <LaunchIcon />
              </ListItemIcon>
              <ListItemText primary={item.name} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </>
  );
}

function MenuLink({
  entry,
  onClose,
  end,
}: {
  entry: Pick<MenuEntry, "label" | "path" | "icon">;
  onClose: () => void;
  /** Active only on exactly this path (a matter's page, not its sub-pages). */
  end?: boolean;
}) {
  const Icon = entry.icon;
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={NavLink}
        to={entry.path}
        end={end}
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
    </ListItem>
  );
}
