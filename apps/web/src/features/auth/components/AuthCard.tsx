// The card the sign-in pages sit in: the product's mark, its name and the form.
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { defaultProductName } from "../../../lib/public-settings";
import { usePublicSettings } from "../../../lib/usePublicSettings";

export function AuthCard({ subtitle, children }: { subtitle: string; children: ReactNode }) {
  const productName = usePublicSettings().data?.productName ?? defaultProductName;
  return (
    <Box sx={{ display: "flex", justifyContent: "center", pt: { xs: 2, sm: 6 } }}>
      <Paper variant="outlined" sx={{ width: "100%", maxWidth: 460, overflow: "hidden" }}>
        <Box
          sx={{
            display: "flex",
            alignItems: "center",
            gap: 2,
            px: 3,
            py: 2.5,
            bgcolor: "primary.main",
            color: "primary.contrastText",
          }}
        >
          {/* The product's mark as an image (public/favicon.svg): no icon code on the login page. */}
          <Box
            component="img"
            src="/favicon.svg"
            alt=""
            sx={{ width: 44, height: 44, borderRadius: "50%", boxShadow: "0 0 0 2px rgba(218, 170, 0, 0.6)" }}
          />
          <div>
            <Typography component="p" sx={{ fontSize: "1.25rem", fontWeight: 700, lineHeight: 1.2 }}>
              {productName}
            </Typography>
            <Typography component="p" variant="body2" sx={{ opacity: 0.85 }}>
              {subtitle}
            </Typography>
          </div>
        </Box>
        {children}
      </Paper>
    </Box>
  );
}
