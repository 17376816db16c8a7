// The table of one configuration list: code (categories), name and the number of proceedings using
// the row, with edit and delete for those who may administer the matter's configuration.
import DeleteIcon from "@mui/icons-material/Delete";
import EditIcon from "@mui/icons-material/Edit";
import Stack from "@mui/material/Stack";
import { ActionButton } from "../../../../components/ActionButton";
import { DataTable, type DataTableColumn, type LoadFailure } from "../../../../components/DataTable";
import { useClientPaging } from "../../../../components/useClientPaging";
import type { ConfigurationEntry } from "../../../../lib/matter-api/configuration-entries";
import { type ConfigurationKind, deleteRefusal } from "./configuration-kinds";

interface ConfigurationTableProps {
  matterId: number;
  kind: ConfigurationKind;
  entries: readonly ConfigurationEntry[] | undefined;
  loading: boolean;
  failure?: LoadFailure;
  /** Show the actions column (the list's permissions include ADMIN). */
  mayAdminister: boolean;
  onEdit: (entry: ConfigurationEntry) => void;
  onDelete: (entry: ConfigurationEntry) => void;
}

export function ConfigurationTable({
  matterId,
  kind,
  entries,
  loading,
  failure,
  ...actions
}: ConfigurationTableProps) {
  const paging = useClientPaging(entries, { matterId, table: kind.section });
  const columns: DataTableColumn<ConfigurationEntry>[] = [
    ...(kind.hasCode
      ? [{ id: "code", label: "Code", width: 120, cell: (entry: ConfigurationEntry) => entry.code }]
      : []),
    { id: "name", label: "Name", cell: (entry) => entry.name },
    { id: "count", label: "Proceedings", align: "right", width: 140, cell: (entry) => entry.count ?? "–" },
    ...(actions.mayAdminister
      ? [
          {
            id: "actions",
            label: "Actions",
            align: "right" as const,
            width: 120,
            cell: (entry: ConfigurationEntry) => <EntryActions kind={kind} entry={entry} {...actions} />,
          },
        ]
      : []),
  ];

  return (
    <DataTable
      label={kind.title}
      columns={columns}
      rowKey={(entry) => entry.id}
      loading={loading}
      failure={failure}
      {...paging}
    />
  );
}

type EntryActionsProps = Pick<ConfigurationTableProps, "kind" | "onEdit" | "onDelete"> & {
  entry: ConfigurationEntry;
};

/** Edit and delete need ADMIN on the row; delete explains itself while proceedings use the row. */
function EntryActions({ kind, entry, onEdit, onDelete }: EntryActionsProps) {
  if (!entry.permissions.includes("ADMIN")) return null;
  const deleteLabel = `Delete ${kind.noun.one}`;
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: "flex-end" }}>
      <ActionButton label={`Edit ${kind.noun.one}`} onClick={() => onEdit(entry)}>
        <EditIcon fontSize="small" />
      </ActionButton>
      <ActionButton
        label={deleteLabel}
        tooltip={deleteRefusal(kind, entry) ?? deleteLabel}
        onClick={() => onDelete(entry)}
      >
        <DeleteIcon fontSize="small" />
      </ActionButton>
    </Stack>
  );
}
