// The footer's support contact (SPEC 1), from the server's public settings.
import Box from "@mui/material/Box";
import Typography from "@mui/material/Typography";
import type { PublicSettings } from "../../lib/public-settings";

const linkStyle = { color: "inherit", textUnderlineOffset: 3 };

export function Footer({ settings }: { settings: PublicSettings | undefined }) {
  return (
    <Box
      component="footer"
      sx={{
        px: 3,
        py: 1.5,
        borderTop: 1,
        borderColor: "divider",
        bgcolor: "background.paper",
        color: "text.secondary",
      }}
    >
      <Typography variant="body2" sx={{ display: "flex", flexWrap: "wrap", gap: { xs: 0.5, sm: 2 } }}>
        {settings && (
          <>
            <span>Support:</span>
            <Box component="a" href={`mailto:${settings.supportEmail}`} sx={linkStyle}>
              {settings.supportEmail}
            </Box>
            <Box component="a" href={`tel:${settings.supportPhone.replace(/[^\d+]/g, "")}`} sx={linkStyle}>
              {settings.supportPhone}
            </Box>
          </>
        )}
      </Typography>
    </Box>
  );
}
