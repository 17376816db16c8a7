// The top toolbar (SPEC 1): menu button, product name, page title and the selected matter.
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import { lazy, Suspense } from "react";
import { useSelectedMatter } from "../../lib/selected-matter";

// Only signed-in users have a menu: the button's code stays out of the login page's bundle.
const MenuButton = lazy(async () => ({ default: (await import("./MenuButton")).MenuButton }));

interface TopBarProps {
  productName: string;
  title: string;
  onOpenMenu?: () => void;
}

export function TopBar({ productName, title, onOpenMenu }: TopBarProps) {
  const { matter } = useSelectedMatter();
  return (
    <Box
      component="header"
      sx={{
        position: "sticky",
        top: 0,
        zIndex: "appBar",
        display: "flex",
        alignItems: "center",
        gap: 1.5,
        minHeight: { xs: 56, sm: 64 },
        px: { xs: 2, sm: 3 },
        bgcolor: "primary.main",
        color: "primary.contrastText",
      }}
    >
      {onOpenMenu && (
        <Suspense fallback={<Box sx={{ width: 28 }} />}>
          <MenuButton onClick={onOpenMenu} />
        </Suspense>
      )}
      <Typography
        component="span"
        sx={{
          fontWeight: 700,
          letterSpacing: 0.3,
          color: "accent.main",
          display: { xs: "none", sm: "block" },
        }}
      >
        {productName}
      </Typography>
      <Box
        aria-hidden="true"
        sx={{
          width: "1px",
          alignSelf: "stretch",
          my: 2,
          bgcolor: "rgba(255,255,255,0.35)",
          display: { xs: "none", sm: "block" },
        }}
      />
      <Typography variant="h1" noWrap sx={{ flexGrow: 1 }}>
        {title}
      </Typography>
      {matter && (
        <Box aria-label="Selected matter" sx={{ textAlign: "right", minWidth: 0 }}>
          <Typography variant="body2" noWrap sx={{ opacity: 0.8 }}>
            {matter.client}
          </Typography>
          <Typography variant="body1" noWrap sx={{ fontWeight: 600 }}>
            {matter.name}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
