// The table of additional menu items: name and website URL (opened in a new tab), with move up, move
// down and delete for those who may change them (WRITE). Moving is off while a search narrows the
// list: one place up within a filtered view is not one place up in the drawer.
import type { MenuItem } from "@litfolio/shared/matters";
import ArrowDownwardIcon from "@mui/icons-material/ArrowDownward";
import ArrowUpwardIcon from "@mui/icons-material/ArrowUpward";
import DeleteIcon from "@mui/icons-material/Delete";
import Link from "@mui/material/Link";
import Stack from "@mui/material/Stack";
import { ActionButton } from "../../../../components/ActionButton";
import { DataTable, type DataTableColumn, type LoadFailure } from "../../../../components/DataTable";
import { useClientPaging } from "../../../../components/useClientPaging";
import { externalHref } from "../../../../lib/external-link";
import type { MoveDirection } from "./menu-item-order";

export const REORDER_BLOCKED_BY_SEARCH = "Clear the search to change the order";

interface MenuItemTableProps {
  matterId: number;
  /** The items shown (the search applied), in their order. */
  items: readonly MenuItem[] | undefined;
  loading: boolean;
  failure?: LoadFailure;
  mayWrite: boolean;
  /** A search narrows the list: the move buttons are off. */
  searching: boolean;
  onMove: (id: number, direction: MoveDirection) => void;
  onDelete: (item: MenuItem) => void;
}

export function MenuItemTable({ matterId, items, loading, failure, ...actions }: MenuItemTableProps) {
  const paging = useClientPaging(items, { matterId, table: "menuItems" });
  const columns: DataTableColumn<MenuItem>[] = [
    { id: "name", label: "Name", cell: (item) => item.name },
    { id: "url", label: "Website URL", cell: (item) => <ExternalLink url={item.url} /> },
    ...(actions.mayWrite
      ? [
          {
            id: "actions",
            label: "Actions",
            align: "right" as const,
            width: 150,
            cell: (item: MenuItem) => <MenuItemActions item={item} items={items ?? []} {...actions} />,
          },
        ]
      : []),
  ];

  return (
    <DataTable
      label="Additional menu items"
      columns={columns}
      rowKey={(item) => item.id}
      loading={loading}
      failure={failure}
      {...paging}
    />
  );
}

function ExternalLink({ url }: { url: string }) {
  return (
    <Link href={externalHref(url)} target="_blank" rel="noopener noreferrer" sx={{ wordBreak: "break-all" }}>
      {url}
    </Link>
  );
}

type MenuItemActionsProps = Pick<MenuItemTableProps, "searching" | "onMove" | "onDelete"> & {
  item: MenuItem;
  items: readonly MenuItem[];
};

function MenuItemActions({ item, items, searching, onMove, onDelete }: MenuItemActionsProps) {
  const first = items[0]?.id === item.id;
  const last = items[items.length - 1]?.id === item.id;
  const blockedReason = searching ? REORDER_BLOCKED_BY_SEARCH : undefined;
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: "flex-end" }}>
      <ActionButton
        label="Move up"
        tooltip={blockedReason}
        disabled={searching || first}
        onClick={() => onMove(item.id, -1)}
      >
        <ArrowUpwardIcon fontSize="small" />
      </ActionButton>
      <ActionButton
        label="Move down"
        tooltip={blockedReason}
        disabled={searching || last}
        onClick={() => onMove(item.id, 1)}
      >
        <ArrowDownwardIcon fontSize="small" />
      </ActionButton>
      <ActionButton label="Delete menu item" onClick={() => onDelete(item)}>
        <DeleteIcon fontSize="small" />
      </ActionButton>
    </Stack>
  );
}
