// MatterBase, "Matter details" (/matters/{matterId}/, SPEC 2.3 "Matter page"): breadcrumb, header and
// the four tabs. The open tab is in the URL (?tab=), so a link or a reload opens the same one; a tab
// the caller may not READ is neither shown nor opened.
import { isMatterConfigured, type Matter } from "@litfolio/shared/matters";
import Badge from "@mui/material/Badge";
import Box from "@mui/material/Box";
import Breadcrumbs from "@mui/material/Breadcrumbs";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { Link as RouterLink, useParams, useSearchParams } from "react-router";
import { NotFoundPage } from "../../../components/NotFoundPage";
import { PageProgress } from "../../../components/PageProgress";
import { PanelTabs } from "../../../components/PanelTabs";
import { wasDeleted } from "../../../lib/deleted-objects";
import { useMatter } from "../../../lib/matter-api/useMatter";
import { paths } from "../../../lib/paths";
import { SpecificInformationTab } from "../components/configuration/SpecificInformationTab";
import { CourtCalendarTab } from "../components/court-calendar/CourtCalendarTab";
import { MatterDetailsTab } from "../components/MatterDetailsTab";
import { MenuItemsTab } from "../components/menu-items/MenuItemsTab";
import { UsersTab } from "../components/users/UsersTab";

interface MatterTab {
  id: string;
  label: string;
  visible: (matter: Matter) => boolean;
  badge?: (matter: Matter) => ReactNode;
  content: (matter: Matter) => ReactNode;
}

const mayRead = (verbs: readonly string[] | undefined) => verbs?.includes("READ") ?? false;

export const matterTabs: readonly MatterTab[] = [
  {
    id: "details",
    label: "Details",
    visible: () => true,
    content: (matter) => <MatterDetailsTab matter={matter} />,
  },
  {
    id: "users",
    label: "Users",
    visible: (matter) => mayRead(matter.resourcePermissions.participants),
    content: (matter) => <UsersTab matter={matter} />,
  },
  {
    id: "specific",
    label: "Specific information",
    visible: (matter) => mayRead(matter.resourcePermissions.configuration),
    badge: (matter) => (isMatterConfigured(matter) ? null : "!"),
    content: (matter) => <SpecificInformationTab matter={matter} />,
  },
  {
    id: "court-calendar",
    label: "Court calendar",
    visible: (matter) => mayRead(matter.resourcePermissions.configuration),
    content: (matter) => <CourtCalendarTab matter={matter} />,
  },
  {
    id: "menu",
    label: "Additional menu items",
    visible: (matter) => mayRead(matter.resourcePermissions.menuItems),
    content: (matter) => <MenuItemsTab matter={matter} />,
  },
];

export function MatterPage() {
  const matterId = Number(useParams().matterId);
  const validId = Number.isInteger(matterId) && matterId > 0;
  const { data: matter, isError } = useMatter(validId ? matterId : null);

  if (validId && wasDeleted("matter", matterId)) return <NotFoundPage deleted />;
  if (!validId || isError) return <NotFoundPage />;
  if (!matter) {
    return <PageProgress label="Loading matter" />;
  }
  return <MatterView matter={matter} />;
}

function MatterView({ matter }: { matter: Matter }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const tabs = matterTabs.filter((tab) => tab.visible(matter));
  const current = tabs.find((tab) => tab.id === searchParams.get("tab")) ?? tabs[0];
  const openTab = (id: string) => setSearchParams(id === "details" ? {} : { tab: id }, { replace: true });

  return (
    <Stack spacing={2}>
      <Breadcrumbs aria-label="Breadcrumb">
        <Link component={RouterLink} to={paths.matters} underline="hover" color="inherit">
          Matters
        </Link>
        <Typography color="text.primary" aria-current="page">
          {matter.name}
        </Typography>
      </Breadcrumbs>
      <Box component="header">
        <Typography variant="h2" component="h1">
          {matter.name}
        </Typography>
        <Typography color="text.secondary">{matter.client}</Typography>
      </Box>
      <PanelTabs
        label="Matter"
        idPrefix="matter"
        tabs={tabs.map((tab) => ({
          id: tab.id,
          label: <TabLabel label={tab.label} badge={tab.badge?.(matter)} />,
        }))}
        current={current?.id}
        onChange={openTab}
      >
        {current?.content(matter)}
      </PanelTabs>
    </Stack>
  );
}

/** SPEC 2.3: the specific information tab carries an alert badge while the matter is not configured. */
function TabLabel({ label, badge }: { label: string; badge: ReactNode }) {
  if (!badge) return label;
  return (
    <Badge
      badgeContent={badge}
      color="warning"
      title={undefined}
      aria-label={`${label} (needs attention)`}
      sx={{ "& .MuiBadge-badge": { right: -10 } }}
    >
      {label}
    </Badge>
  );
}
