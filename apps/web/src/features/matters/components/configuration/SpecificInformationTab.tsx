// "Specific information" of a matter (SPEC 2.3): sub-tabs for jurisdictions, workstreams, items,
// defendants and service of the writ, each one configuration list. The open sub-tab is in the URL
// (?section=, next to the matter page's ?tab=), so a link or a reload opens the same one. A hint on
// top says what is missing while the matter is not properly configured (SPEC 4).
import { isMatterConfigured, type Matter } from "@litfolio/shared/matters";
import { messages } from "@litfolio/shared/messages";
import Alert from "@mui/material/Alert";
import Stack from "@mui/material/Stack";
import { useSearchParams } from "react-router";
import { PanelTabs } from "../../../../components/PanelTabs";
import { ConfigurationList } from "./ConfigurationList";
import { configurationKinds, kindOfSection } from "./configuration-kinds";

const sectionTabs = configurationKinds.map((kind) => ({ id: kind.section, label: kind.title }));

/** Jurisdictions, workstreams, items, defendants and service of the writ (SPEC 2.3 "Matter page"). */
export function SpecificInformationTab({ matter }: { matter: Matter }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const kind = kindOfSection(searchParams.get("section"));
  const openSection = (section: string) =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set("section", section);
        return next;
      },
      { replace: true },
    );

  return (
    <Stack spacing={2}>
      {!isMatterConfigured(matter) && <NotConfiguredHint />}
      <PanelTabs
        label="Specific information"
        idPrefix="specific"
        tabs={sectionTabs}
        current={kind.section}
        onChange={openSection}
      >
        <ConfigurationList key={kind.section} matter={matter} kind={kind} />
      </PanelTabs>
    </Stack>
  );
}

/** A standing hint, not an event: a status, so it is not announced again on every render. */
function NotConfiguredHint() {
  return (
    <Alert severity="warning" role="status">
      {messages.matterNotConfigured}. Add at least one item and one place under Service of the writ.
    </Alert>
  );
}
