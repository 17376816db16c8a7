// Unsubscribe (/unsubscribe/{token}, signed in or not; issue 18): the link at the foot of a deadline
// e-mail. The page says what the link switches off and for which address, and switches it off only
// when asked: mail scanners open links, so loading the page changes nothing.
import { messages } from "@litfolio/shared/messages";
import { notificationKindLabels, type UnsubscribeTarget } from "@litfolio/shared/notifications";
import Button from "@mui/material/Button";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
import { Link, useParams } from "react-router";
import { InlineMessage } from "../../../components/InlineMessage";
import { PageProgress } from "../../../components/PageProgress";
import { ApiError } from "../../../lib/api";
import { paths } from "../../../lib/paths";
import { useUnsubscribe } from "../api/useUnsubscribe";
import { useUnsubscribeTarget } from "../api/useUnsubscribeTarget";

export function UnsubscribePage() {
  const { token = "" } = useParams();
  const target = useUnsubscribeTarget(token);
  if (target.data) return <UnsubscribeQuestion token={token} target={target.data} />;
  if (!target.isError) return <PageProgress label="Checking the unsubscribe link" />;
  const refused = refusal(target.error);
  return (
    <Frame>
      {refused ? (
        <InlineMessage severity="error">{refused}</InlineMessage>
      ) : (
        <Stack spacing={2} sx={{ alignItems: "flex-start" }}>
          <Typography>The unsubscribe link could not be checked.</Typography>
          <Button variant="contained" onClick={() => void target.refetch()}>
            Try again
          </Button>
        </Stack>
      )}
      <NotificationsLink />
    </Frame>
  );
}

function UnsubscribeQuestion({ token, target }: { token: string; target: UnsubscribeTarget }) {
  const unsubscribe = useUnsubscribe(token);
  const what = notificationKindLabels[target.kind];
  // Already off (switched off elsewhere, or a second click of the link): nothing left to ask.
  const done =
    unsubscribe.data?.message ??
    refusal(unsubscribe.error) ??
    (target.enabled ? undefined : messages.unsubscribed(what));
  if (done)
    return (
      <Frame>
        <InlineMessage severity={unsubscribe.isError ? "error" : "info"}>{done}</InlineMessage>
        <NotificationsLink />
      </Frame>
    );
  return (
    <Frame>
      <Typography>
        Stop {what} for <strong>{target.emailAddress}</strong>?
      </Typography>
      <div>
        <Button variant="contained" disabled={unsubscribe.isPending} onClick={() => unsubscribe.mutate()}>
          Unsubscribe
        </Button>
      </div>
    </Frame>
  );
}

/** The server's message about a token it refuses (400); other failures raised their alert already. */
const refusal = (error: unknown) =>
  error instanceof ApiError && error.status === 400 ? error.message : undefined;

function Frame({ children }: { children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 4, maxWidth: 560 }}>
      <Stack spacing={2}>{children}</Stack>
    </Paper>
  );
}

/** Signed out, the guard takes the user through Login first. */
function NotificationsLink() {
  return (
    <div>
      <Button component={Link} to={paths.notifications}>
        Change your notifications
      </Button>
    </div>
  );
}
