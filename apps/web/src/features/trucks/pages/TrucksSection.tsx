// The trucks of a proceeding on its details tab (SPEC 2.3, 4 "Trucks"): add and import from Excel
// (WRITE), the truck-information lookup, and the unconfirmed and confirmed lists with edit and
// delete (WRITE).
import { messages } from "@litfolio/shared/messages";
import type { Truck } from "@litfolio/shared/proceeding-lists";
import type { Proceeding } from "@litfolio/shared/proceedings";
import Box from "@mui/material/Box";
import Stack from "@mui/material/Stack";
import { useRef, useState } from "react";
import { useAlert } from "../../../components/AlertBanner";
import { useConfirm } from "../../../components/ConfirmDialog";
import { DetailsSection } from "../../../components/DetailsSection";
import { ImportButton } from "../../../components/ImportDialog";
import type { ProceedingRef } from "../../../lib/proceeding-api/proceeding-urls";
import { useDeleteTruck } from "../api/useDeleteTruck";
import { AddTruckPanel } from "../components/AddTruckPanel";
import { EditTruckDialog } from "../components/EditTruckDialog";
import { TruckInformationPanel } from "../components/TruckInformationPanel";
import { type TruckActions, TruckList } from "../components/TruckList";

export function TrucksSection({ proceeding }: { proceeding: Proceeding }) {
  const ref = { matterId: proceeding.matter.id, proceedingId: proceeding.id };
  const [editing, setEditing] = useState<Truck | null>(null);
  const lookup = useLookupRequest();
  const actions: TruckActions = {
    mayWrite: proceeding.permissions.includes("WRITE"),
    onLookUp: lookup.request,
    onEdit: setEditing,
    onDelete: useRemoveTruck(ref),
  };

  return (
    <DetailsSection title="Trucks">
      <Stack spacing={3}>
        {actions.mayWrite && (
          <Stack spacing={1}>
            <Box sx={{ display: "flex", justifyContent: "flex-end" }}>
              <ImportButton proceeding={ref} kind="trucks" />
            </Box>
            <AddTruckPanel proceeding={ref} />
          </Stack>
        )}
        <div ref={lookup.anchor}>
          <TruckInformationPanel
            key={lookup.key}
            proceeding={ref}
            initialChassisNumber={lookup.chassisNumber}
          />
        </div>
        <TruckList proceeding={ref} confirmed={false} {...actions} />
        <TruckList proceeding={ref} confirmed {...actions} />
      </Stack>
      <EditTruckDialog proceeding={ref} truck={editing} onClose={() => setEditing(null)} />
    </DetailsSection>
  );
}

/** A row's "look up" remounts the lookup panel with its chassis number and scrolls it into view. */
function useLookupRequest() {
  const anchor = useRef<HTMLDivElement>(null);
  const [state, setState] = useState({ key: 0, chassisNumber: undefined as string | undefined });
  const request = (truck: Truck) => {
    setState((current) => ({ key: current.key + 1, chassisNumber: truck.chassisNumber }));
    anchor.current?.scrollIntoView({ behavior: "smooth", block: "center" });
  };
  return { anchor, request, ...state };
}

function useRemoveTruck(proceeding: ProceedingRef) {
  const alert = useAlert();
  const confirm = useConfirm();
  const deletion = useDeleteTruck(proceeding);
  return async (truck: Truck) => {
    const confirmed = await confirm({
      title: "Delete truck",
      message: messages.confirmDeleteNamed("truck", truck.chassisNumber),
    });
    if (!confirmed) return;
    deletion.mutate(truck.id, {
      onSuccess: (answer) => alert.success(answer?.message ?? messages.truckDeleted),
    });
  };
}
