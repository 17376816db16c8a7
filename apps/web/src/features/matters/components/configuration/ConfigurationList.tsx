// One sub-tab of "Specific information" (SPEC 2.3): the add panel (ADMIN), a search box (name, and
// code for categories, filtered by the server), the table, and the edit dialog. Deleting asks for
// confirmation, and is refused with SPEC 5.3's warning while proceedings use the row.
import type { Matter } from "@litfolio/shared/matters";
import { messages } from "@litfolio/shared/messages";
import Stack from "@mui/material/Stack";
import { useState } from "react";
import { useAlert } from "../../../../components/AlertBanner";
import { useConfirm } from "../../../../components/ConfirmDialog";
import { loadFailure } from "../../../../components/DataTable";
import { SearchField } from "../../../../components/SearchField";
import type { ConfigurationEntry } from "../../../../lib/matter-api/configuration-entries";
import { useConfigurationList } from "../../../../lib/matter-api/useConfigurationList";
import { useDebouncedValue } from "../../../../lib/useDebouncedValue";
import { useDeleteConfigurationEntry } from "../../api/useDeleteConfigurationEntry";
import { AddConfigurationEntryPanel } from "./AddConfigurationEntryPanel";
import { ConfigurationTable } from "./ConfigurationTable";
import { type ConfigurationKind, deleteRefusal, entryLabel } from "./configuration-kinds";
import { EditConfigurationEntryDialog } from "./EditConfigurationEntryDialog";

/** Typing settles this long before the list reloads (a short list: quick feedback, few requests). */
export const CONFIGURATION_SEARCH_DELAY_MS = 300;

export function ConfigurationList({ matter, kind }: { matter: Matter; kind: ConfigurationKind }) {
  const [search, setSearch] = useState("");
  const query = useDebouncedValue(search.trim(), CONFIGURATION_SEARCH_DELAY_MS);
  const list = useConfigurationList(matter.id, kind.path, query);
  const permissions: readonly string[] = list.data?.permissions ?? matter.resourcePermissions.configuration;
  const mayAdminister = permissions.includes("ADMIN");
  const [editing, setEditing] = useState<ConfigurationEntry | null>(null);
  const deleteEntry = useDeleteEntry(matter.id, kind);

  return (
    <Stack spacing={2}>
      {mayAdminister && <AddConfigurationEntryPanel matterId={matter.id} kind={kind} />}
      <SearchField label={`Search ${kind.noun.many}`} value={search} onChange={setSearch} />
      <ConfigurationTable
        matterId={matter.id}
        kind={kind}
        entries={list.data?.items}
        loading={list.isFetching}
        failure={loadFailure(list)}
        mayAdminister={mayAdminister}
        onEdit={setEditing}
        onDelete={deleteEntry}
      />
      <EditConfigurationEntryDialog
        matterId={matter.id}
        kind={kind}
        entry={editing}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}

function useDeleteEntry(matterId: number, kind: ConfigurationKind) {
  const alert = useAlert();
  const confirm = useConfirm();
  const deletion = useDeleteConfigurationEntry(matterId, kind.path);

  return async (entry: ConfigurationEntry) => {
    const refusal = deleteRefusal(kind, entry);
    if (refusal) {
      alert.warning(refusal);
      return;
    }
    const confirmed = await confirm({
      title: `Delete ${kind.noun.one}`,
      message: messages.confirmDeleteNamed(kind.noun.one, entryLabel(entry)),
    });
    if (!confirmed) return;
    deletion.mutate(entry.id, { onSuccess: (answer) => alert.success(answer?.message ?? kind.deleted) });
  };
}
