// Connect settings (/connect-settings, SYSTEM_ADMIN; SPEC 2.3 "Connect settings"): the system-wide
// Connect token. Connect's authorisation redirect arrives here through the Dashboard with
// ?code=&state=: the page activates the token with them once, says how it went and clears the query.
import { messages } from "@litfolio/shared/messages";
import Stack from "@mui/material/Stack";
import { useEffect, useMemo, useRef } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useAlert } from "../../../components/AlertBanner";
import { InlineMessage } from "../../../components/InlineMessage";
import { LoadFailurePanel } from "../../../components/LoadFailurePanel";
import { PageProgress } from "../../../components/PageProgress";
import { paths } from "../../../lib/paths";
import { useActivateConnect } from "../api/useActivateConnect";
import { useConnectToken } from "../api/useConnectToken";
import { ConnectTokenDetails } from "../components/ConnectTokenDetails";
import { activationFailureMessage, readActivationRequest } from "../connect-activation";

export function ConnectSettingsPage() {
  const activating = useActivationFromQuery();
  const token = useConnectToken();
  if (!token.data) {
    return token.isError ? (
      <LoadFailurePanel what="The Connect token" retry={() => void token.refetch()} />
    ) : (
      <PageProgress label="Loading Connect token" />
    );
  }
  return (
    <Stack spacing={2} sx={{ maxWidth: 900 }}>
      {activating && <InlineMessage severity="info">Authorising Connect...</InlineMessage>}
      <ConnectTokenDetails token={token.data} />
    </Stack>
  );
}

/** Activates the token with the query's code, once per code: StrictMode runs effects twice. */
function useActivationFromQuery() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const alert = useAlert();
  const activation = useActivateConnect();
  const activate = activation.mutate;
  const handledCode = useRef<string | null>(null);
  const request = useMemo(() => readActivationRequest(searchParams), [searchParams]);

  useEffect(() => {
    if (!request || handledCode.current === request.code) return;
    handledCode.current = request.code;
    const clearQuery = () => void navigate(paths.connectSettings, { replace: true });
    if (!request.query) {
      // Without the state the server cannot tell this redirect belongs to this session.
      alert.error(messages.connectStateMismatch);
      clearQuery();
      return;
    }
    activate(request.query, {
      onSuccess: (answer) => alert.success(answer.message),
      onError: (error) => {
        const message = activationFailureMessage(error);
        if (message) alert.error(message);
      },
      onSettled: clearQuery,
    });
  }, [request, activate, alert, navigate]);

  return activation.isPending;
}
