// The drawer's entries (SPEC 2.2), each shown only to users the route's guard would let in.
// Activities and Calendar join the main group, and the matter group appears, with later issues.
import type { AuthLevel } from "@litfolio/shared/roles";
import AccountBoxIcon from "@mui/icons-material/AccountBox";
import CloudUploadIcon from "@mui/icons-material/CloudUpload";
import GavelIcon from "@mui/icons-material/Gavel";
import { paths } from "../../lib/paths";
import { routeInfo } from "../route-info";

/** Every icon component has this type (no import from the icons barrel). */
type SvgIconComponent = typeof GavelIcon;

export interface MenuEntry {
  label: string;
  path: string;
  icon: SvgIconComponent;
  authLevels: readonly AuthLevel[];
}

export const mainMenu: readonly MenuEntry[] = [
  {
    label: routeInfo.matters.title,
    path: paths.matters,
    icon: GavelIcon,
    authLevels: routeInfo.matters.authLevels,
  },
];

export const administrationMenu: readonly MenuEntry[] = [
  {
    label: routeInfo.users.title,
    path: paths.users,
    icon: AccountBoxIcon,
    authLevels: routeInfo.users.authLevels,
  },
  {
    label: routeInfo.connectSettings.title,
    path: paths.connectSettings,
    icon: CloudUploadIcon,
    authLevels: routeInfo.connectSettings.authLevels,
  },
];
