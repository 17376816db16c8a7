// A page's breadcrumb trail (Matters > matter > ... > this page): links, then the current page.
import Breadcrumbs from "@mui/material/Breadcrumbs";
import Link from "@mui/material/Link";
import Typography from "@mui/material/Typography";
import { Link as RouterLink } from "react-router";

export interface Crumb {
  label: string;
  to: string;
}

export function PageBreadcrumbs({ crumbs, current }: { crumbs: readonly Crumb[]; current: string }) {
  return (
    <Breadcrumbs aria-label="Breadcrumb">
      {crumbs.map((crumb) => (
        <Link key={crumb.to} component={RouterLink} to={crumb.to} underline="hover" color="inherit">
          {crumb.label}
        </Link>
      ))}
      <Typography color="text.primary" aria-current="page">
        {current}
      </Typography>
    </Breadcrumbs>
  );
}
