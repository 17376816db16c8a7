// The edit-totals (WRITE) and add-totals (CREATE) form of one jurisdiction or workstream (SPEC 2.3
// "Overview"): the client's expected number of proceedings and of first items, whole numbers in the
// Dutch format. "Totals has been saved".
import { countRule, formatDutchNumber } from "@litfolio/shared/dutch-numbers";
import type { OverviewRow, TotalsBody } from "@litfolio/shared/overview";
import { totalsBody } from "@litfolio/shared/overview";
import { useAlert } from "../../../components/AlertBanner";
import { DialogForm, FormDialog } from "../../../components/form/FormDialog";
import { FormNumberField } from "../../../components/form/FormNumberField";
import { TextInput } from "../../../components/form/fields";
import { schemaResolver } from "../../../components/form/schema-resolver";
import { useSaveForm } from "../../../components/form/useSaveForm";
import { categoryLabel } from "../../../lib/category-options";
import { useSaveTotals } from "../api/useSaveTotals";

type FormValues = Omit<TotalsBody, "totalNumberOfFirstAssets" | "totalNumberOfProceedings"> & {
  totalNumberOfFirstAssets: string;
  totalNumberOfProceedings: string;
};

interface TotalsFormDialogProps {
  matterId: number;
  /** The row whose totals are edited or added; null: closed. */
  row: OverviewRow | null;
  firstAssetLabel: string;
  onClose: () => void;
}

export function TotalsFormDialog({ matterId, row, firstAssetLabel, onClose }: TotalsFormDialogProps) {
  return (
    <FormDialog
      open={row !== null}
      title={row?.totalsId ? "Edit expected totals" : "Add expected totals"}
      onClose={onClose}
    >
      {row && (
        <TotalsForm
          key={row.category.id}
          matterId={matterId}
          row={row}
          firstAssetLabel={firstAssetLabel}
          onClose={onClose}
        />
      )}
    </FormDialog>
  );
}

const shown = (value: number | null) => (value === null ? "" : formatDutchNumber(value));

function TotalsForm({
  matterId,
  row,
  firstAssetLabel,
  onClose,
}: {
  matterId: number;
  row: OverviewRow;
  firstAssetLabel: string;
  onClose: () => void;
}) {
  const alert = useAlert();
  const save = useSaveTotals(matterId);
  const resolver = schemaResolver<FormValues>(totalsBody);
  const { control, submit, pending } = useSaveForm<FormValues, unknown>({
    resolver,
    defaultValues: {
      category: { id: row.category.id },
      totalNumberOfProceedings: shown(row.expected.totalNumberOfProceedings),
      totalNumberOfFirstAssets: shown(row.expected.totalNumberOfFirstAssets),
    },
    save: async (values) => {
      const totals =
        row.totalsId !== null && row.totalsVersion !== null
          ? { id: row.totalsId, version: row.totalsVersion }
          : null;
      const saved = await save.mutateAsync({ totals, body: values });
      alert.success(saved.message);
      return saved;
    },
    onSaved: onClose,
  });
  return (
    <DialogForm onSubmit={submit} pending={pending}>
      <TextInput
        label="Jurisdiction or workstream"
        value={categoryLabel(row.category)}
        onChange={() => undefined}
        readOnly
      />
      <FormNumberField
        control={control}
        name="totalNumberOfProceedings"
        label="Expected proceedings"
        required
        rule={countRule}
      />
      <FormNumberField
        control={control}
        name="totalNumberOfFirstAssets"
        label={`Expected ${firstAssetLabel.toLowerCase()}`}
        required
        rule={countRule}
      />
    </DialogForm>
  );
}
