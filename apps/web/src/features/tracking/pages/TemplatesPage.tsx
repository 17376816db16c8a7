// Templates (/matters/{m}/templates/, SPEC 2.3 "Templates"): a search box, the table by category
// (Jurisdiction or Workstream) sorted and paged by the server (15, 50, 100), view, delete (DELETE,
// after a confirmation) and add (CREATE) opening the full-screen template form. Page, size, sort and
// search live in the URL.
import { messages } from "@litfolio/shared/messages";
import { type TemplateListItem, templateListSorts } from "@litfolio/shared/tracking";
import DeleteIcon from "@mui/icons-material/Delete";
import VisibilityIcon from "@mui/icons-material/Visibility";
import IconButton from "@mui/material/IconButton";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import { useEffect, useState } from "react";
import { Link as RouterLink, useNavigate, useParams } from "react-router";
import { AddFab } from "../../../components/AddFab";
import { useAlert } from "../../../components/AlertBanner";
import { useConfirm } from "../../../components/ConfirmDialog";
import {
  DataTable,
  type DataTableColumn,
  loadFailure,
  storedRowsPerPage,
} from "../../../components/DataTable";
import { NotFoundPage } from "../../../components/NotFoundPage";
import { PageBreadcrumbs } from "../../../components/PageBreadcrumbs";
import { PageHeader } from "../../../components/PageHeader";
import { SearchField } from "../../../components/SearchField";
import { useMatter } from "../../../lib/matter-api/useMatter";
import { paths } from "../../../lib/paths";
import { positiveId } from "../../../lib/route-ids";
import {
  listRequest,
  readTableState,
  type TableDefinition,
  tablePaging,
  writeTableState,
} from "../../../lib/table-state";
import { templatesUrl } from "../../../lib/tracking-api/tracking-query-keys";
import { useDebouncedValue } from "../../../lib/useDebouncedValue";
import { useUrlTableState } from "../../../lib/useUrlTableState";
import { useDeleteTemplate } from "../api/useDeleteTemplate";
import { useTemplates } from "../api/useTemplates";
import { TemplateFormDialog } from "../components/TemplateFormDialog";

const templatesTable = (matterId: number): TableDefinition<"query"> => ({
  searchColumns: ["query"],
  sortFields: templateListSorts,
  listPath: templatesUrl(matterId),
  searchPath: templatesUrl(matterId),
});

export function TemplatesPage() {
  const matterId = positiveId(useParams().matterId);
  if (matterId === null) return <NotFoundPage />;
  return <Templates matterId={matterId} />;
}

function Templates({ matterId }: { matterId: number }) {
  const table = templatesTable(matterId);
  const rowsPerPageKey = { matterId, table: "templates" };
  const [state, changeState] = useUrlTableState(
    (params) => readTableState(table, params, storedRowsPerPage(rowsPerPageKey)),
    writeTableState<"query">,
  );
  const [search, setSearch] = useState(state.search.query ?? "");
  const settled = useDebouncedValue(search, 1000);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled search changes the URL
  useEffect(() => {
    if (settled !== (state.search.query ?? "")) changeState({ search: { query: settled }, page: 0 });
  }, [settled]);
  const templates = useTemplates(matterId, listRequest(table, state));
  const matter = useMatter(matterId).data;
  const navigate = useNavigate();
  const [adding, setAdding] = useState(false);
  const remove = useRemoveTemplate(matterId);

  const columns: DataTableColumn<TemplateListItem>[] = [
    {
      id: "category",
      label: "Jurisdiction or workstream",
      sortField: "category",
      cell: (row) => (
        <Link component={RouterLink} to={paths.template(matterId, row.id)} sx={{ fontWeight: 600 }}>
          {row.category.code} – {row.category.name}
        </Link>
      ),
    },
    {
      id: "type",
      label: "Type",
      sortField: "type",
      cell: (row) => (row.category.type === "workstream" ? "Workstream" : "Jurisdiction"),
    },
    { id: "steps", label: "Steps", sortField: "steps", align: "right", cell: (row) => row.steps },
    {
      id: "actions",
      label: "Actions",
      align: "right",
      width: 120,
      cell: (row) => (
        <Stack direction="row" sx={{ justifyContent: "flex-end" }}>
          <IconButton
            component={RouterLink}
            to={paths.template(matterId, row.id)}
            aria-label={`View the template of ${row.category.name}`}
          >
            <VisibilityIcon />
          </IconButton>
          {row.permissions.includes("DELETE") && (
            <IconButton
              aria-label={`Delete the template of ${row.category.name}`}
              onClick={() => void remove(row)}
            >
              <DeleteIcon />
            </IconButton>
          )}
        </Stack>
      ),
    },
  ];

  return (
    <Stack spacing={2} sx={{ pb: 10 }}>
      <PageBreadcrumbs
        crumbs={[
          { label: "Matters", to: paths.matters },
          { label: matter?.name ?? "Matter", to: paths.matter(matterId) },
        ]}
        current="Templates"
      />
      <PageHeader title="Templates" />
      <SearchField label="Search templates" value={search} onChange={setSearch} />
      <DataTable
        label="Templates"
        columns={columns}
        rows={templates.data?.items}
        rowKey={(row) => row.id}
        totalElements={templates.data?.totalElements ?? 0}
        loading={templates.isFetching}
        failure={loadFailure(templates)}
        rowsPerPageKey={rowsPerPageKey}
        {...tablePaging(state, changeState)}
      />
      {templates.data?.permissions.includes("CREATE") && (
        <AddFab label="Add template" onClick={() => setAdding(true)} />
      )}
      <TemplateFormDialog
        matterId={matterId}
        target={adding ? "new" : null}
        onClose={() => setAdding(false)}
        onSaved={(saved) => void navigate(paths.template(matterId, saved.id))}
      />
    </Stack>
  );
}

function useRemoveTemplate(matterId: number) {
  const confirm = useConfirm();
  const alert = useAlert();
  const deletion = useDeleteTemplate(matterId);
  return async (template: TemplateListItem) => {
    const confirmed = await confirm({
      title: "Delete template",
      message: messages.confirmDeleteNamed(
        "template of",
        `${template.category.code} – ${template.category.name}`,
      ),
    });
    if (!confirmed) return;
    deletion.mutate(template.id, { onSuccess: (answer) => alert.success(answer.message) });
  };
}
