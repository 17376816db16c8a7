// "Additional menu items" of a matter (SPEC 2.3): the add panel, a search, and the table of links with
// move up, move down and delete (all WRITE). Moves show at once and the whole list is saved 750 ms
// after the last one (useMenuItemOrder); "Menu Items updated" confirms it.
import type { Matter, MenuItem } from "@litfolio/shared/matters";
import { messages } from "@litfolio/shared/messages";
import Stack from "@mui/material/Stack";
import { useState } from "react";
import { useAlert } from "../../../../components/AlertBanner";
import { useConfirm } from "../../../../components/ConfirmDialog";
import { loadFailure } from "../../../../components/DataTable";
import { SearchField } from "../../../../components/SearchField";
import { useDeleteMenuItem } from "../../api/useDeleteMenuItem";
import { useMenuItems } from "../../api/useMenuItems";
import { AddMenuItemPanel } from "./AddMenuItemPanel";
import { MenuItemTable } from "./MenuItemTable";
import { filterMenuItems } from "./menu-item-order";
import { useMenuItemOrder } from "./useMenuItemOrder";

/** The matter's additional menu items (SPEC 2.3 "Matter page"). */
export function MenuItemsTab({ matter }: { matter: Matter }) {
  const list = useMenuItems(matter.id);
  const permissions: readonly string[] = list.data?.permissions ?? matter.resourcePermissions.menuItems;
  const mayWrite = permissions.includes("WRITE");
  const order = useMenuItemOrder(matter.id, list.data);
  const [search, setSearch] = useState("");
  const deleteItem = useDeleteItem(matter.id, order.flush);

  return (
    <Stack spacing={2}>
      {mayWrite && <AddMenuItemPanel matterId={matter.id} beforeSave={order.flush} />}
      <SearchField label="Search menu items" value={search} onChange={setSearch} />
      <MenuItemTable
        matterId={matter.id}
        items={order.items && filterMenuItems(order.items, search)}
        loading={list.isFetching}
        failure={loadFailure(list)}
        mayWrite={mayWrite}
        searching={search.trim() !== ""}
        onMove={order.move}
        onDelete={deleteItem}
      />
    </Stack>
  );
}

/** Asks first; a pending order is saved before the item goes, so the two writes agree. */
function useDeleteItem(matterId: number, beforeDelete: () => Promise<void>) {
  const alert = useAlert();
  const confirm = useConfirm();
  const deletion = useDeleteMenuItem(matterId);

  return async (item: MenuItem) => {
    const confirmed = await confirm({
      title: "Delete menu item",
      message: messages.confirmDeleteNamed("menu item", item.name),
    });
    if (!confirmed) return;
    await beforeDelete();
    deletion.mutate(item.id, {
      onSuccess: (answer) => alert.success(answer?.message ?? messages.menuItemDeleted),
    });
  };
}
