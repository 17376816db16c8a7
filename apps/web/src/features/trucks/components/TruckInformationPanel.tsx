// The truck-information lookup (SPEC 3 "Truck", 7.4): a chassis number and a source from
// truckInformationSources; "Look up" asks the server for the source's address for that number and
// the matter's proceedings that list it. A row's look-up button fills in its number (the panel is
// remounted with it).
import { chassisNumber as chassisNumberRule } from "@litfolio/shared/proceeding-lists";
import type { TruckInformationSource } from "@litfolio/shared/proceedings";
import ManageSearchIcon from "@mui/icons-material/ManageSearch";
import OpenInNewIcon from "@mui/icons-material/OpenInNew";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Link from "@mui/material/Link";
import Paper from "@mui/material/Paper";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { type FormEvent, useId, useState } from "react";
import { Link as RouterLink } from "react-router";
import { TextInput } from "../../../components/form/fields";
import { SelectField } from "../../../components/form/SelectField";
import { paths } from "../../../lib/paths";
import type { ProceedingRef } from "../../../lib/proceeding-api/proceeding-urls";
import { useTruckInformation } from "../api/useTruckInformation";
import { useTruckInformationSources } from "../api/useTruckInformationSources";

interface TruckInformationPanelProps {
  proceeding: ProceedingRef;
  /** A chassis number to look up at once (from a row of the lists). */
  initialChassisNumber?: string;
}

export function TruckInformationPanel({ proceeding, initialChassisNumber }: TruckInformationPanelProps) {
  const titleId = useId();
  const sources = useTruckInformationSources().data ?? [];
  const [typed, setTyped] = useState(initialChassisNumber ?? "");
  const [sourceKey, setSourceKey] = useState("");
  const [lookedUp, setLookedUp] = useState<string | null>(initialChassisNumber ?? null);
  const [error, setError] = useState<string | undefined>();
  const source = sources.find((candidate) => candidate.key === sourceKey) ?? sources[0];

  const lookUp = (event: FormEvent) => {
    event.preventDefault();
    const checked = chassisNumberRule.safeParse(typed);
    setError(checked.success ? undefined : checked.error.issues[0]?.message);
    if (checked.success) setLookedUp(checked.data);
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Typography id={titleId} variant="h3" component="h3" sx={{ mb: 2 }}>
        Truck information
      </Typography>
      <Stack
        component="form"
        noValidate
        onSubmit={lookUp}
        direction={{ xs: "column", md: "row" }}
        spacing={2}
        sx={{ alignItems: { md: "flex-start" } }}
      >
        <TextInput
          label="Chassis number to look up"
          value={typed}
          onChange={(event) => setTyped(event.target.value.toUpperCase())}
          error={Boolean(error)}
          message={error}
          autoComplete="off"
        />
        <SelectField
          label="Source"
          value={source?.key ?? ""}
          onChange={setSourceKey}
          options={sources.map((candidate) => ({ value: candidate.key, label: candidate.value }))}
        />
        <Button
          type="submit"
          variant="outlined"
          startIcon={<ManageSearchIcon />}
          sx={{ mt: { md: "27px" }, flexShrink: 0 }}
        >
          Look up
        </Button>
      </Stack>
      {lookedUp && (
        <TruckInformationResult proceeding={proceeding} chassisNumber={lookedUp} source={source} />
      )}
    </Paper>
  );
}

function TruckInformationResult({
  proceeding,
  chassisNumber,
  source,
}: {
  proceeding: ProceedingRef;
  chassisNumber: string;
  source: TruckInformationSource | undefined;
}) {
  const information = useTruckInformation(proceeding, chassisNumber).data;
  if (!information) return null;
  const address = information.sources.find((candidate) => candidate.key === source?.key);
  return (
    <Box role="status" sx={{ mt: 2 }}>
      {address && (
        <Link
          href={address.url}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ display: "inline-flex", gap: 0.5 }}
        >
          Open {information.chassisNumber} in {address.value}
          <OpenInNewIcon fontSize="small" aria-hidden="true" />
        </Link>
      )}
      <Typography sx={{ mt: 1 }}>
        {information.proceedings.length === 0
          ? `No proceedings of this matter list ${information.chassisNumber}.`
          : `Proceedings of this matter that list ${information.chassisNumber}:`}
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 3 }}>
        {information.proceedings.map((listing) => (
          <li key={listing.id}>
            <Link component={RouterLink} to={paths.proceeding(proceeding.matterId, listing.id)}>
              {listing.proceedingCode}
            </Link>{" "}
            ({listing.confirmed ? "confirmed" : "unconfirmed"})
          </li>
        ))}
      </Box>
    </Box>
  );
}
