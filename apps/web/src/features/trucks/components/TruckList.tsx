// One of the two truck lists of the details tab (SPEC 2.3, 4 "Trucks"): its count in the heading, a
// search by chassis number, and a table paged and sorted by the server (a proceeding may hold
// 100,000 trucks and more). Unconfirmed trucks can be selected, across pages, and confirmed at once.
import { messages } from "@litfolio/shared/messages";
import type { Truck } from "@litfolio/shared/proceeding-lists";
import CheckIcon from "@mui/icons-material/Check";
import DeleteIcon from "@mui/icons-material/Delete";
import EditIcon from "@mui/icons-material/Edit";
import ManageSearchIcon from "@mui/icons-material/ManageSearch";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useId, useState } from "react";
import { ActionButton } from "../../../components/ActionButton";
import { useAlert } from "../../../components/AlertBanner";
import { DataTable, type DataTableColumn, loadFailure, type SortState } from "../../../components/DataTable";
import type { RowSelection } from "../../../components/DataTableRow";
import { ExportButton } from "../../../components/ExportButton";
import { SearchField } from "../../../components/SearchField";
import { usePaging } from "../../../components/usePaging";
import { useStayWithinLastPage } from "../../../components/useStayWithinLastPage";
import type { ProceedingRef } from "../../../lib/proceeding-api/proceeding-urls";
import { useDebouncedValue } from "../../../lib/useDebouncedValue";
import { useConfirmTrucks } from "../api/useConfirmTrucks";
import { useTruckCount } from "../api/useTruckCount";
import { useTrucks } from "../api/useTrucks";

/** Typing settles this long before the list reloads. */
export const TRUCK_SEARCH_DELAY_MS = 500;

export interface TruckActions {
  mayWrite: boolean;
  onLookUp: (truck: Truck) => void;
  onEdit: (truck: Truck) => void;
  onDelete: (truck: Truck) => void;
}

interface TruckListProps extends TruckActions {
  proceeding: ProceedingRef;
  confirmed: boolean;
}

export function TruckList({ proceeding, confirmed, ...actions }: TruckListProps) {
  const title = confirmed ? "Confirmed trucks" : "Unconfirmed trucks";
  const headingId = useId();
  const [search, setSearch] = useState("");
  const chassisNumber = useDebouncedValue(search.trim(), TRUCK_SEARCH_DELAY_MS);
  const [sort, setSort] = useState<SortState | null>(null);
  const paging = usePaging({ matterId: proceeding.matterId, table: "trucks" });
  const sortParam = sort ? `${sort.field},${sort.direction}` : undefined;
  const request = { confirmed, chassisNumber, page: paging.page, size: paging.pageSize, sort: sortParam };
  const trucks = useTrucks(proceeding, request);
  const count = useTruckCount(proceeding, confirmed, chassisNumber !== "").data?.count;
  useStayWithinLastPage(trucks.data?.totalElements, paging.page, paging.pageSize, paging.onPageChange);
  const selecting = !confirmed && actions.mayWrite;
  const confirmation = useTruckConfirmation(proceeding);

  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1.5}>
      <Typography id={headingId} variant="h3" component="h3">
        {title} ({count ?? "..."})
      </Typography>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "flex-end" } }}>
        <SearchField
          label={`Search ${title.toLowerCase()} by chassis number`}
          value={search}
          onChange={(value) => {
            setSearch(value);
            paging.onPageChange(0);
          }}
        />
        {selecting && <ConfirmSelectedButton confirmation={confirmation} />}
        <ExportButton
          path={`dbbw/matters/${proceeding.matterId}/proceedings/${proceeding.proceedingId}/trucks/export`}
          query={{ confirmed, chassisNumber: chassisNumber || undefined }}
        />
      </Stack>
      <DataTable
        label={title}
        columns={truckColumns(actions)}
        rows={trucks.data?.items}
        rowKey={(truck) => truck.id}
        totalElements={trucks.data?.totalElements ?? 0}
        loading={trucks.isFetching}
        failure={loadFailure(trucks)}
        sort={sort}
        onSortChange={(next) => {
          setSort(next);
          paging.onPageChange(0);
        }}
        selection={selecting ? confirmation.selection : undefined}
        {...paging}
      />
    </Stack>
  );
}

function truckColumns(actions: TruckActions): DataTableColumn<Truck>[] {
  return [
    {
      id: "chassisNumber",
      label: "Chassis number",
      sortField: "chassisNumber",
      cell: (truck) => truck.chassisNumber,
    },
    {
      id: "actions",
      label: "Actions",
      align: "right",
      width: 150,
      cell: (truck) => <TruckRowActions truck={truck} {...actions} />,
    },
  ];
}

function TruckRowActions({ truck, mayWrite, onLookUp, onEdit, onDelete }: TruckActions & { truck: Truck }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: "flex-end" }}>
      <ActionButton label="Look up truck information" onClick={() => onLookUp(truck)}>
        <ManageSearchIcon fontSize="small" />
      </ActionButton>
      {mayWrite && (
        <>
          <ActionButton label="Edit truck" onClick={() => onEdit(truck)}>
            <EditIcon fontSize="small" />
          </ActionButton>
          <ActionButton label="Delete truck" onClick={() => onDelete(truck)}>
            <DeleteIcon fontSize="small" />
          </ActionButton>
        </>
      )}
    </Stack>
  );
}

/** The chosen unconfirmed trucks (kept across pages) and the one call that confirms them. */
function useTruckConfirmation(proceeding: ProceedingRef) {
  const alert = useAlert();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const confirmTrucks = useConfirmTrucks(proceeding);
  const selection: RowSelection<Truck> = {
    selected,
    onChange: (next) => setSelected(new Set([...next].map(Number))),
    label: (truck) => `Select truck ${truck.chassisNumber}`,
    pageLabel: "Select all unconfirmed trucks on this page",
  };
  const confirm = () =>
    confirmTrucks.mutate([...selected], {
      onSuccess: (answer) => {
        alert.success(answer?.message ?? messages.trucksConfirmed);
        setSelected(new Set());
      },
    });
  return { selection, count: selected.size, confirm, pending: confirmTrucks.isPending };
}

function ConfirmSelectedButton({ confirmation }: { confirmation: ReturnType<typeof useTruckConfirmation> }) {
  return (
    <Button
      variant="contained"
      startIcon={<CheckIcon />}
      disabled={confirmation.count === 0 || confirmation.pending}
      onClick={confirmation.confirm}
      sx={{ flexShrink: 0 }}
    >
      Confirm selected ({confirmation.count})
    </Button>
  );
}
