// The add panel of a configuration list (SPEC 2.3, ADMIN only): code and name for jurisdictions and
// workstreams, the name for the others. After "Jurisdiction has been created" the fields are empty
// again; a refused save keeps what was typed, with the server's message at the field.
import { zodResolver } from "@hookform/resolvers/zod";
import { useAlert } from "../../../../components/AlertBanner";
import { InlineFormPanel } from "../../../../components/form/InlineFormPanel";
import { useSaveForm } from "../../../../components/form/useSaveForm";
import { useCreateConfigurationEntry } from "../../api/useCreateConfigurationEntry";
import { ConfigurationEntryFields } from "./ConfigurationEntryFields";
import {
  type ConfigurationEntryValues,
  type ConfigurationKind,
  entryBody,
  entrySchema,
} from "./configuration-kinds";

export function AddConfigurationEntryPanel({
  matterId,
  kind,
}: {
  matterId: number;
  kind: ConfigurationKind;
}) {
  const alert = useAlert();
  const create = useCreateConfigurationEntry(matterId, kind.path);
  const { control, submit, pending } = useSaveForm<ConfigurationEntryValues>({
    resolver: zodResolver(entrySchema(kind)),
    defaultValues: { code: "", name: "" },
    save: (values) => create.mutateAsync(entryBody(kind, values)),
    onSaved: () => alert.success(kind.created),
  });

  return (
    <InlineFormPanel title={`Add ${kind.noun.one}`} submitLabel="Add" onSubmit={submit} pending={pending}>
      <ConfigurationEntryFields kind={kind} control={control} />
    </InlineFormPanel>
  );
}
