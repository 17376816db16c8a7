// The matter's Connect copies on its details tab (ADMIN on `connectCopies`; DECISIONS "The external
// collaboration service"): documents still being copied to the matter's Connect folder, those that
// failed (listed a page at a time, each with its reason and a link to the step or activity holding
// it), and a retry of the failed ones. Nothing shows when Connect is not configured.
import type { DocumentPlace, FailedCopy } from "@litfolio/shared/connect";
import { messages } from "@litfolio/shared/messages";
import { defaultPageSize } from "@litfolio/shared/paging";
import ReplayIcon from "@mui/icons-material/Replay";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import List from "@mui/material/List";
import ListItem from "@mui/material/ListItem";
import ListItemText from "@mui/material/ListItemText";
import Stack from "@mui/material/Stack";
import TablePagination from "@mui/material/TablePagination";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { Link as RouterLink } from "react-router";
import { useAlert } from "../../../components/AlertBanner";
import { formatDateTime, personName } from "../../../lib/format";
import { paths } from "../../../lib/paths";
import { useConnectCopies } from "../api/useConnectCopies";
import { useFailedCopies } from "../api/useFailedCopies";
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
      <FailedCopyList matterId={matterId} failed={copies.failed} />
    </Box>
  );
}

/** Where a failed copy's document is filed, as a link there: the tracking step, or the activity. */
function placeLink(matterId: number, place: DocumentPlace) {
  if (place.kind === "comment")
    return { to: paths.activity(place.activityId), text: `Activity: ${place.activityTitle}` };
  return {
    to: paths.tracking(matterId, place.proceedingId, place.trackingId, place.stepId),
    text: `${place.proceedingCode}: ${place.stepTitle}`,
  };
}

function FailedCopyList({ matterId, failed }: { matterId: number; failed: number }) {
  const [page, setPage] = useState(0);
  const list = useFailedCopies(matterId, page, failed > 0).data;
  if (failed === 0 || !list) return null;
  return (
    <>
      <List dense aria-label="Failed copies">
        {list.items.map((copy) => (
          <FailedCopyItem key={copy.id} matterId={matterId} copy={copy} />
        ))}
      </List>
      {list.totalElements > defaultPageSize && (
        <TablePagination
          component="div"
          count={list.totalElements}
          page={page}
          onPageChange={(_event, next) => setPage(next)}
          rowsPerPage={defaultPageSize}
          rowsPerPageOptions={[]}
        />
      )}
    </>
  );
}

function FailedCopyItem({ matterId, copy }: { matterId: number; copy: FailedCopy }) {
  const place = placeLink(matterId, copy.place);
  return (
    <ListItem disableGutters>
      <ListItemText
        primary={
          <>
            {copy.name} ·{" "}
            <Link component={RouterLink} to={place.to}>
              {place.text}
            </Link>
          </>
        }
        slotProps={{ secondary: { component: "div" } }}
        secondary={
          <>
            <Typography component="span" variant="body2" color="error">
              {copy.reason ?? messages.uploadFailed}
            </Typography>
            <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
              {copy.createdBy ? `${personName(copy.createdBy)}, ` : ""}
              {formatDateTime(copy.createdDate)}
            </Typography>
          </>
        }
      />
    </ListItem>
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
