// The claimants list edited as a whole (WRITE; SPEC 2.3 "Claimants tab", 5.4): rows are added,
// changed and removed in the browser and saved with one PUT ("Claimants updated"); every row needs a
// full and a short name (the shared rules). A saved row's delete asks first and deletes it on the
// server at once. A list may hold thousands of rows: the editor shows one page of the rows matching
// the search (only those inputs exist), and a refused save opens the page of the first row in error.
import { zodResolver } from "@hookform/resolvers/zod";
import { messages } from "@litfolio/shared/messages";
import { type Claimant, claimantListForm } from "@litfolio/shared/proceeding-lists";
import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/Delete";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useMemo, useState } from "react";
import { type Control, type UseFieldArrayRemove, useFieldArray } from "react-hook-form";
import type { z } from "zod";
import { ActionButton } from "../../../../components/ActionButton";
import { useAlert } from "../../../../components/AlertBanner";
import { useConfirm } from "../../../../components/ConfirmDialog";
import { DataTable, type DataTableColumn } from "../../../../components/DataTable";
import { FormTextField } from "../../../../components/form/FormTextField";
import { useSaveForm } from "../../../../components/form/useSaveForm";
import { SearchField } from "../../../../components/SearchField";
import { useClientPaging } from "../../../../components/useClientPaging";
import type { ProceedingRef } from "../../api/proceeding-urls";
import { useDeleteClaimant } from "../../api/useDeleteClaimant";
import { useSaveClaimants } from "../../api/useSaveClaimants";
import {
  type ClaimantValues,
  claimantValues,
  emptyClaimant,
  firstErrorPosition,
  matchingPositions,
  pageOfPosition,
} from "./claimant-list";

const schema = claimantListForm as z.ZodType<ClaimantValues, ClaimantValues>;

interface ClaimantsEditorProps {
  proceeding: ProceedingRef;
  claimants: readonly Claimant[];
  /** Start again from the server's list (after a save, or to drop the changes). */
  onRestart: () => void;
}

export function ClaimantsEditor({ proceeding, claimants, onRestart }: ClaimantsEditorProps) {
  const alert = useAlert();
  const saveClaimants = useSaveClaimants(proceeding);
  const [search, setSearch] = useState("");
  const { form, control, submit, pending } = useSaveForm<ClaimantValues>({
    resolver: zodResolver(schema),
    defaultValues: useMemo(() => claimantValues(claimants), [claimants]),
    save: (values) => saveClaimants.mutateAsync(values.claimants),
    onSaved: () => {
      alert.success(messages.claimantsUpdated);
      onRestart();
    },
    onInvalid: (errors) => showPosition(firstErrorPosition(errors.claimants)),
    // Checking thousands of rows as each field is left would also flag the row's other name while
    // it is still being typed: rows are checked at Save, then again as they change.
    validateFirst: "onSubmit",
  });
  const rows = useFieldArray({ control, name: "claimants", keyName: "key" });
  // Recomputed when rows are added or removed or the search changes, not at every key press; the
  // names are read from the form, where they are current.
  // biome-ignore lint/correctness/useExhaustiveDependencies: rows.fields changes with the rows
  const positions = useMemo(
    () => matchingPositions(form.getValues("claimants"), search),
    [rows.fields, search, form],
  );
  const paging = useClientPaging(positions, { matterId: proceeding.matterId, table: "claimants" });
  const removeRow = useRemoveRow(proceeding, form, rows.remove, onRestart);

  function showPosition(position: number | null) {
    if (position === null) return;
    setSearch("");
    paging.onPageChange(pageOfPosition(position, paging.pageSize));
  }

  const addRow = () => {
    const position = rows.fields.length;
    rows.append(emptyClaimant());
    showPosition(position);
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2}>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "flex-end" } }}>
        <SearchField label="Search claimants" value={search} onChange={setSearch} />
        <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
          {rows.fields.length} claimants
        </Typography>
        <Button startIcon={<AddIcon />} onClick={addRow}>
          Add claimant
        </Button>
      </Stack>
      <DataTable
        label="Claimants"
        columns={editorColumns(control, removeRow)}
        rowKey={(position) => rows.fields[position]?.key ?? position}
        loading={false}
        {...paging}
      />
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: "flex-end" }}>
        {form.formState.isDirty && (
          <Button onClick={onRestart} disabled={pending}>
            Undo changes
          </Button>
        )}
        <Button type="submit" variant="contained" disabled={pending}>
          Save claimants
        </Button>
      </Stack>
    </Stack>
  );
}

function editorColumns(
  control: Control<ClaimantValues>,
  removeRow: (position: number) => void,
): DataTableColumn<number>[] {
  const nameCell = (field: "fullName" | "shortName", label: string) => (position: number) => (
    <FormTextField
      control={control}
      name={`claimants.${position}.${field}`}
      label={label}
      hideLabel
      size="small"
    />
  );
  return [
    { id: "position", label: "#", width: 80, cell: (position) => position + 1 },
    { id: "fullName", label: "Full name", cell: nameCell("fullName", "Full name") },
    { id: "shortName", label: "Short name", cell: nameCell("shortName", "Short name") },
    {
      id: "actions",
      label: "Actions",
      align: "right",
      width: 100,
      cell: (position) => (
        <ActionButton label="Delete claimant" onClick={() => removeRow(position)}>
          <DeleteIcon fontSize="small" />
        </ActionButton>
      ),
    },
  ];
}

/**
 * A new row just goes. A saved one is deleted on the server after a confirmation; the editor then
 * starts again from the server's list, unless other changes are still unsaved (then only the row goes).
 */
function useRemoveRow(
  proceeding: ProceedingRef,
  form: ReturnType<typeof useSaveForm<ClaimantValues>>["form"],
  remove: UseFieldArrayRemove,
  onRestart: () => void,
) {
  const alert = useAlert();
  const confirm = useConfirm();
  const deletion = useDeleteClaimant(proceeding);
  return async (position: number) => {
    const row = form.getValues(`claimants.${position}`);
    if (row.id === null) {
      remove(position);
      return;
    }
    const { id } = row;
    const confirmed = await confirm({
      title: "Delete claimant",
      message: messages.confirmDeleteNamed("claimant", row.fullName || row.shortName),
    });
    if (!confirmed) return;
    const unsaved = form.formState.isDirty;
    deletion.mutate(id, {
      onSuccess: (answer) => {
        alert.success(answer?.message ?? messages.claimantDeleted);
        if (!unsaved) {
          onRestart();
          return;
        }
        const current = form.getValues("claimants").findIndex((candidate) => candidate.id === id);
        if (current >= 0) remove(current);
      },
    });
  };
}
