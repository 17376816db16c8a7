// The Connect token card (SPEC 2.3 "Connect settings", 3 "Connect token info"): the token and the
// refresh token as the server masks them, their dates, whether Litfolio is authorised, and the
// Refresh token button (or why there is none).
import type { ConnectTokenInfo } from "@litfolio/shared/connect";
import { messages } from "@litfolio/shared/messages";
import RefreshIcon from "@mui/icons-material/Refresh";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Chip from "@mui/material/Chip";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { type Detail, DetailList } from "../../../components/DetailList";
import { DetailsSection } from "../../../components/DetailsSection";
import { InlineMessage } from "../../../components/InlineMessage";
import { formatDateTime } from "../../../lib/format";
import { authenticateUrl } from "../connect-activation";

export function ConnectTokenDetails({ token }: { token: ConnectTokenInfo }) {
  return (
    <DetailsSection title="Connect token">
      <Stack spacing={3}>
        <DetailList details={tokenDetails(token)} labelWidth={220} />
        {token.configured ? (
          <RefreshToken redirectUrl={token.redirectUrl} />
        ) : (
          <InlineMessage severity="info">{messages.connectNotConfigured}</InlineMessage>
        )}
      </Stack>
    </DetailsSection>
  );
}

function tokenDetails(token: ConnectTokenInfo): Detail[] {
  return [
    { label: "Token", value: maskedValue(token.oauthToken) },
    { label: "Obtained on", value: formatDateTime(token.obtainedAt) },
    { label: "Expires on", value: formatDateTime(token.oauthTokenExpiry) },
    { label: "Authenticated", value: <AuthenticatedChip authenticated={token.authenticated} /> },
    { label: "Refresh token", value: maskedValue(token.refreshToken) },
    { label: "Refresh token expires on", value: formatDateTime(token.refreshTokenExpiry) },
  ];
}

/** Shown as sent (first and last 4 characters); null stays null, so the list shows "-". */
const maskedValue = (value: string | null) =>
  value ? (
    <Box component="span" sx={{ fontFamily: "monospace" }}>
      {value}
    </Box>
  ) : null;

/** Filled: the theme picks a text colour that reads on green and on red (WCAG AA). */
function AuthenticatedChip({ authenticated }: { authenticated: boolean }) {
  return (
    <Chip label={authenticated ? "Yes" : "No"} color={authenticated ? "success" : "error"} size="small" />
  );
}

/**
 * Authorising takes the whole browser to Connect and back (through the Dashboard), so the button
 * navigates instead of calling the API. Without a redirect address Connect could not send it back.
 */
function RefreshToken({ redirectUrl }: { redirectUrl: string | null }) {
  const hintId = useId();
  return (
    <Stack spacing={1} sx={{ alignItems: "flex-start" }}>
      <Button
        variant="contained"
        startIcon={<RefreshIcon />}
        disabled={!redirectUrl}
        aria-describedby={redirectUrl ? undefined : hintId}
        onClick={() => redirectUrl && window.location.assign(authenticateUrl(redirectUrl))}
      >
        Refresh token
      </Button>
      {!redirectUrl && (
        <Typography id={hintId} variant="body2" color="text.secondary">
          The server has no redirect address for Connect, so the token cannot be refreshed from here.
        </Typography>
      )}
    </Stack>
  );
}
