// The claimants list edited as a whole (WRITE; SPEC 2.3 "Claimants tab", 5.4): rows are added,
// changed and removed in the browser and saved with one PUT ("Claimants updated"); every row needs a
// full and a short name (the shared rules, as on the server). A saved row's delete asks first and
// deletes it on the server at once. A list may hold thousands of rows: the draft is a plain array, the
// editor shows one page of the rows matching the search (only those inputs exist, each re-rendered
// only when its own value or message changes), and a refused save opens the page of the first row in
// error. The save names the list's version the draft builds on: a save by someone else since is
// refused (409) and announced like every other 409; the draft stays until "Undo changes" reloads.
import { counted } from "@litfolio/shared/counts";
import { textLimits } from "@litfolio/shared/limits";
import { messages } from "@litfolio/shared/messages";
import type { Claimant } from "@litfolio/shared/proceeding-lists";
import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/Delete";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { styled } from "@mui/material/styles";
import Typography from "@mui/material/Typography";
import { type FormEvent, memo, useMemo, useState } from "react";
import { ActionButton } from "../../../components/ActionButton";
import { useAlert } from "../../../components/AlertBanner";
import { useConfirm } from "../../../components/ConfirmDialog";
import { DataTable, type DataTableColumn } from "../../../components/DataTable";
import { TextInput } from "../../../components/form/fields";
import { announceConflict } from "../../../components/form/server-errors";
import { useUnsavedChangesWarning } from "../../../components/form/useUnsavedChangesWarning";
import { SearchField } from "../../../components/SearchField";
import { useClientPaging } from "../../../components/useClientPaging";
import type { ProceedingRef } from "../../../lib/proceeding-api/proceeding-urls";
import { useDeleteClaimant } from "../api/useDeleteClaimant";
import { useSaveClaimants } from "../api/useSaveClaimants";
import {
  type ClaimantField,
  type ClaimantRow,
  listBody,
  matchingPositions,
  pageOfPosition,
} from "./claimant-list";
import { useClaimantDraft } from "./useClaimantDraft";

interface ClaimantsEditorProps {
  proceeding: ProceedingRef;
  claimants: readonly Claimant[];
  /** The list's version, read with the claimants. */
  version: number;
  /** Start again from the server's list (after a save, or to drop the changes). */
  onRestart: () => void;
}

export function ClaimantsEditor({ proceeding, claimants, version, onRestart }: ClaimantsEditorProps) {
  const draft = useClaimantDraft(claimants, version);
  const { leaveWithoutWarning } = useUnsavedChangesWarning(draft.changed);
  const [search, setSearch] = useState("");
  // The rows matching the search are picked again when rows come or go or the search changes, not at
  // every key press (a row being edited stays in view).
  // biome-ignore lint/correctness/useExhaustiveDependencies: draft.shape stands for the rows' shape
  const positions = useMemo(() => matchingPositions(draft.rows, search), [draft.shape, search]);
  const paging = useClientPaging(positions, { matterId: proceeding.matterId, table: "claimants" });
  const save = useSaveList(proceeding, draft, () => {
    leaveWithoutWarning();
    onRestart();
  });
  const removeRow = useRemoveRow(proceeding, draft, onRestart);

  const showPosition = (position: number) => {
    setSearch("");
    paging.onPageChange(pageOfPosition(position, paging.pageSize));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const firstError = save();
    if (firstError !== null) showPosition(firstError);
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2}>
      <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ alignItems: { sm: "flex-end" } }}>
        <SearchField label="Search claimants" value={search} onChange={setSearch} />
        <Typography color="text.secondary" sx={{ flexGrow: 1 }}>
          {counted(draft.rows.length, "claimant")}
        </Typography>
        <Button
          startIcon={<AddIcon />}
          onClick={() => {
            draft.add();
            showPosition(draft.rows.length);
          }}
        >
          Add claimant
        </Button>
      </Stack>
      <DataTable
        label="Claimants"
        columns={editorColumns(draft, removeRow)}
        rowKey={(position) => position}
        loading={false}
        {...paging}
      />
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: "flex-end" }}>
        {draft.changed && <Button onClick={onRestart}>Undo changes</Button>}
        <Button type="submit" variant="contained">
          Save claimants
        </Button>
      </Stack>
    </Stack>
  );
}

type Draft = ReturnType<typeof useClaimantDraft>;

function editorColumns(draft: Draft, removeRow: (position: number, row: ClaimantRow) => void) {
  const nameCell = (field: ClaimantField, label: string) => (position: number) => (
    <NameInput
      position={position}
      field={field}
      label={label}
      value={draft.rows[position]?.[field] ?? ""}
      error={draft.errors.get(position)?.[field]}
      autoFocus={field === "fullName" && position === draft.added}
      onChange={draft.change}
    />
  );
  const columns: DataTableColumn<number>[] = [
    { id: "position", label: "#", width: 80, cell: (position) => position + 1 },
    { id: "fullName", label: "Full name", cell: nameCell("fullName", "Full name") },
    { id: "shortName", label: "Short name", cell: nameCell("shortName", "Short name") },
    {
      id: "actions",
      label: "Actions",
      align: "right",
      width: 100,
      cell: (position) => (
        <ActionButton
          label="Delete claimant"
          onClick={() => removeRow(position, draft.rows[position] as ClaimantRow)}
        >
          <DeleteIcon fontSize="small" />
        </ActionButton>
      ),
    },
  ];
  return columns;
}

interface NameInputProps {
  position: number;
  field: ClaimantField;
  label: string;
  value: string;
  error: string | undefined;
  autoFocus: boolean;
  onChange: (position: number, field: ClaimantField, value: string) => void;
}

/** Inside the table the column header shows the name: the field's label is for screen readers only. */
const CellInput = styled(TextInput)({
  gap: 0,
  "& label": { position: "absolute", width: 1, height: 1, overflow: "hidden", clipPath: "inset(50%)" },
});

/** One name of one row, re-rendered only when its own value or message changes. */
const NameInput = memo(function NameInput({
  position,
  field,
  label,
  value,
  error,
  autoFocus,
  onChange,
}: NameInputProps) {
  return (
    <CellInput
      autoFocus={autoFocus}
      label={label}
      size="small"
      value={value}
      error={Boolean(error)}
      message={error}
      maxLength={field === "fullName" ? textLimits.text : textLimits.short}
      onChange={(event) => onChange(position, field, event.target.value)}
    />
  );
});

/** Checks the rows, then sends them; answers the first position in error, or null. */
function useSaveList(proceeding: ProceedingRef, draft: Draft, onSaved: () => void) {
  const alert = useAlert();
  const saveClaimants = useSaveClaimants(proceeding);
  return () => {
    const errors = draft.check();
    if (errors.size > 0) {
      alert.warning(messages.formInvalid);
      return Math.min(...errors.keys());
    }
    saveClaimants.mutate(listBody(draft.rows, draft.version), {
      onSuccess: (answer) => {
        alert.success(answer?.message ?? messages.claimantsUpdated);
        onSaved();
      },
      onError: announceConflict,
    });
    return null;
  };
}

/**
 * A new row just goes. A saved one is deleted on the server after a confirmation; the editor then
 * starts again from the server's list, unless other changes are still unsaved (then only the row goes).
 */
function useRemoveRow(proceeding: ProceedingRef, draft: Draft, onRestart: () => void) {
  const alert = useAlert();
  const confirm = useConfirm();
  const deletion = useDeleteClaimant(proceeding);
  return async (position: number, row: ClaimantRow) => {
    const { id } = row;
    if (id === null) {
      draft.remove(position);
      return;
    }
    const confirmed = await confirm({
      title: "Delete claimant",
      message: messages.confirmDeleteNamed("claimant", row.fullName || row.shortName),
    });
    if (!confirmed) return;
    deletion.mutate(id, {
      onSuccess: (answer) => {
        alert.success(answer?.message ?? messages.claimantDeleted);
        if (draft.changed) draft.removeSaved(id, answer.version);
        else onRestart();
      },
    });
  };
}
