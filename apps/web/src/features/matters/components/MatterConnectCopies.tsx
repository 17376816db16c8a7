// The matter's Connect copies on its details tab (matter ADMIN; DECISIONS "The external
// collaboration service"): documents still being copied to the matter's Connect folder, those that
// failed, and a retry of the failed ones. Nothing shows when Connect is not configured.
import { messages } from "@litfolio/shared/messages";
import ReplayIcon from "@mui/icons-material/Replay";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useId } from "react";
import { useAlert } from "../../../components/AlertBanner";
import { useConnectCopies } from "../api/useConnectCopies";
import { useRetryConnectCopies } from "../api/useRetryConnectCopies";
import { failedText, uploadingText } from "./connect-copies";

export function MatterConnectCopies({ matterId }: { matterId: number }) {
  const headingId = useId();
  const copies = useConnectCopies(matterId).data;
  const retry = useRetryFailedCopies(matterId);
  if (!copies?.configured) return null;

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{ mt: 3, pt: 3, borderTop: 1, borderColor: "divider" }}
    >
      <Typography id={headingId} variant="h3" component="h2" sx={{ mb: 1.5 }}>
        Connect
      </Typography>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "center" } }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography>{uploadingText(copies.uploading)}</Typography>
          <Typography color={copies.failed > 0 ? "error" : undefined}>{failedText(copies.failed)}</Typography>
        </Box>
        {copies.failed > 0 && (
          <Button
            variant="outlined"
            startIcon={<ReplayIcon />}
            disabled={retry.pending}
            onClick={retry.start}
          >
            Retry failed copies
          </Button>
        )}
      </Stack>
    </Box>
  );
}

function useRetryFailedCopies(matterId: number) {
  const alert = useAlert();
  const retry = useRetryConnectCopies(matterId);
  const start = () =>
    retry.mutate(undefined, {
      onSuccess: (answer) => alert.success(answer.message || messages.connectRetryQueued(answer.requeued)),
    });
  return { start, pending: retry.isPending };
}
