// The drawer's entries (SPEC 2.2), each shown only to users the route's guard would let in. The
// matter group lists the routes of the matter in context; an entry can be hidden for some
// participation roles (work packages for EXTERNAL_READ_ONLY).
import type { ParticipationRole } from "@litfolio/shared/permissions";
import type { AuthLevel } from "@litfolio/shared/roles";
import AccountBoxIcon from "@mui/icons-material/AccountBox";
import AssignmentIcon from "@mui/icons-material/Assignment";
import AssistantIcon from "@mui/icons-material/Assistant";
import CloudUploadIcon from "@mui/icons-material/CloudUpload";
import DateRangeIcon from "@mui/icons-material/DateRange";
import EventBusyIcon from "@mui/icons-material/EventBusy";
import FolderIcon from "@mui/icons-material/Folder";
import GavelIcon from "@mui/icons-material/Gavel";
import InfoOutlinedIcon from "@mui/icons-material/InfoOutlined";
import MapIcon from "@mui/icons-material/Map";
import NotificationsIcon from "@mui/icons-material/Notifications";
import WorkIcon from "@mui/icons-material/Work";
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
  {
    label: routeInfo.activities.title,
    path: paths.activities(),
    icon: AssignmentIcon,
    authLevels: routeInfo.activities.authLevels,
  },
  {
    label: routeInfo.calendar.title,
    path: paths.calendar,
    icon: DateRangeIcon,
    authLevels: routeInfo.calendar.authLevels,
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

/** The user's own settings, beside "Log out" (the app's user menu). */
export const userMenu: readonly MenuEntry[] = [
  {
    label: routeInfo.notifications.title,
    path: paths.notifications,
    icon: NotificationsIcon,
    authLevels: routeInfo.notifications.authLevels,
  },
];

export interface MatterMenuEntry {
  label: string;
  path: (matterId: number) => string;
  icon: SvgIconComponent;
  /** Participation roles on the selected matter for which the entry is hidden. */
  hiddenFor?: readonly ParticipationRole[];
}

export const matterMenu: readonly MatterMenuEntry[] = [
  { label: routeInfo.matter.title, path: (matterId) => paths.matter(matterId), icon: InfoOutlinedIcon },
  { label: routeInfo.overview.title, path: (matterId) => paths.overview(matterId), icon: MapIcon },
  { label: routeInfo.proceedings.title, path: (matterId) => paths.proceedings(matterId), icon: FolderIcon },
  { label: routeInfo.templates.title, path: (matterId) => paths.templates(matterId), icon: AssistantIcon },
  {
    label: routeInfo.missedDeadlines.title,
    path: (matterId) => paths.missedDeadlines(matterId),
    icon: EventBusyIcon,
  },
  {
    label: routeInfo.workPackages.title,
    path: (matterId) => paths.workPackages(matterId),
    icon: WorkIcon,
    hiddenFor: ["EXTERNAL_READ_ONLY"],
  },
];

/** The matter group's entries for the caller's role on the matter (none: e.g. a SYSTEM_ADMIN). */
export function visibleMatterEntries(
  entries: readonly MatterMenuEntry[],
  role: ParticipationRole | undefined,
): MatterMenuEntry[] {
  return entries.filter((entry) => !role || !entry.hiddenFor?.includes(role));
}
