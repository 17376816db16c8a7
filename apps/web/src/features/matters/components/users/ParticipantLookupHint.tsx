// The add-user form's hint under the e-mail address (SPEC 2.3): the server's message saying the user is
// on the matter already (with a button to edit that participation instead), already in the platform
// (choose a role) or new (enter their details; they get an activation e-mail).
import type { ParticipantLookup, Participation } from "@litfolio/shared/matters";
import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";

interface ParticipantLookupHintProps {
  lookup: ParticipantLookup | undefined;
  onEditParticipation: (participation: Participation) => void;
}

export function ParticipantLookupHint({ lookup, onEditParticipation }: ParticipantLookupHintProps) {
  // The live region stays in place so a screen reader announces each new hint.
  return (
    <Box role="status" aria-live="polite">
      {lookup && <Hint lookup={lookup} onEditParticipation={onEditParticipation} />}
    </Box>
  );
}

function Hint({ lookup, onEditParticipation }: { lookup: ParticipantLookup } & ParticipantLookupHintProps) {
  const { participation } = lookup;
  const editable = participation?.permissions.includes("WRITE") ?? false;
  return (
    <Alert
      severity={lookup.match === "PARTICIPANT" ? "warning" : "info"}
      action={
        participation &&
        editable && (
          <Button color="inherit" size="small" onClick={() => onEditParticipation(participation)}>
            Edit user
          </Button>
        )
      }
    >
      {lookup.message}
    </Alert>
  );
}
