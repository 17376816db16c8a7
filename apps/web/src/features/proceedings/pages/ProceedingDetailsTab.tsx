// The proceeding page's details tab (SPEC 2.3, 3 "Proceeding"): every field of the proceeding in
// readable sections, the status history as a short timeline, and the trucks.
import { formatDutchNumber } from "@litfolio/shared/dutch-numbers";
import { messages } from "@litfolio/shared/messages";
import { type Proceeding, writStatusLabels } from "@litfolio/shared/proceedings";
import Box from "@mui/material/Box";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import { useDeferredValue } from "react";
import { costBlockDetails } from "../../../components/costs/cost-block-details";
import { type Detail, DetailList } from "../../../components/DetailList";
import { DetailsSection, lines } from "../../../components/DetailsSection";
import { categoryLabel } from "../../../lib/category-options";
import { formatDate } from "../../../lib/format";
import { TrucksSection } from "../../trucks/pages/TrucksSection";
import { fullName, nameWithPlace, yesNo } from "../components/details/proceeding-details";
import { StatusTimeline } from "../components/details/StatusTimeline";

export function ProceedingDetailsTab({ proceeding }: { proceeding: Proceeding }) {
  const ref = { matterId: proceeding.matter.id, proceedingId: proceeding.id };
  // The trucks (forms, two tables) lie below the sections: they render just after those have been
  // painted, so the page's first paint does not wait for them.
  const showTrucks = useDeferredValue(true, false);
  return (
    <Stack spacing={2}>
      <Box sx={{ display: "grid", gridTemplateColumns: { lg: "1fr 1fr" }, gap: 2, alignItems: "start" }}>
        {detailSections(proceeding).map((section) => (
          <DetailsSection key={section.title} title={section.title}>
            <DetailList details={section.details} labelWidth={220} />
          </DetailsSection>
        ))}
        <DetailsSection title="Status history">
          <StatusTimeline proceeding={ref} />
        </DetailsSection>
      </Box>
      {showTrucks && <TrucksSection proceeding={proceeding} />}
    </Stack>
  );
}

interface Section {
  title: string;
  details: Detail[];
}

function detailSections(proceeding: Proceeding): Section[] {
  return [
    identity(proceeding),
    classification(proceeding),
    people(proceeding),
    court(proceeding),
    contact(proceeding),
    items(proceeding),
    servedWrits(proceeding),
    claimedCosts(proceeding),
  ];
}

const identity = (p: Proceeding): Section => ({
  title: "Identification",
  details: [
    { label: "Proceedings code", value: p.proceedingCode },
    { label: "Local counsel proceedings code", value: p.localCounselProceedingCode },
    { label: "Plaintiff", value: p.plaintiff.fullName },
    { label: "Plaintiff short name", value: p.plaintiff.shortName },
    { label: "Issue date", value: p.issueDate && formatDate(p.issueDate) },
  ],
});

const classification = (p: Proceeding): Section => ({
  title: "Classification",
  details: [
    { label: "Category", value: categoryLabel(p.category) },
    { label: "Status", value: p.status.value },
    { label: "Mass claim", value: yesNo(p.isMassClaim) },
    { label: "Needs review", value: p.needsReview ? messages.proceedingNeedsReview : "No" },
  ],
});

const people = (p: Proceeding): Section => ({
  title: "Parties and people",
  details: [
    { label: "Law firm", value: p.lawFirm?.name },
    { label: "Other law firms", value: lines(p.lawFirms.map((firm) => firm.name)) },
    { label: "Local counsels", value: lines(p.localCounsels.map(nameWithPlace)) },
    { label: "Expert", value: p.expert },
  ],
});

const court = (p: Proceeding): Section => ({
  title: "Court",
  details: [
    { label: "Court", value: p.court.name },
    { label: "Location", value: p.court.location },
    { label: "Record number", value: p.court.recordNumber },
  ],
});

function contact(p: Proceeding): Section {
  const { emailAddress, telephoneNumber } = p.dbResponsible;
  return {
    title: "Contact person",
    details: [
      { label: "Name", value: fullName(p.dbResponsible) },
      {
        label: "E-mail address",
        value: emailAddress && <Link href={`mailto:${emailAddress}`}>{emailAddress}</Link>,
      },
      { label: "Telephone number", value: telephoneNumber },
    ],
  };
}

const items = (p: Proceeding): Section => ({
  title: "Items",
  details: [
    { label: "Total number of items", value: formatDutchNumber(p.totalNumberOfAssets) },
    {
      label: "First items",
      value: p.dynamicAssetValue === null ? null : formatDutchNumber(p.dynamicAssetValue),
    },
    ...p.assets.map((asset) => ({ label: asset.id.label.name, value: formatDutchNumber(asset.number) })),
  ],
});

const servedWrits = (p: Proceeding): Section => ({
  title: "Served writs",
  details:
    p.servedWrits.length === 0
      ? [{ label: "Served writs", value: null }]
      : p.servedWrits.map((writ) => ({
          label: writ.id.servedWritAt.name,
          value: writ.servedOn
            ? `${writStatusLabels[writ.status]} on ${formatDate(writ.servedOn)}`
            : writStatusLabels[writ.status],
        })),
});

const claimedCosts = (p: Proceeding): Section => ({
  title: "Claimed costs",
  details: costBlockDetails(p.claimedCosts),
});
