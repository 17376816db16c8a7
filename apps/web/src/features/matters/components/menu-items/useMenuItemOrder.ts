// The menu items' order as the user arranges it (SPEC 2.3, 9): each move shows at once, and the whole
// list is saved 750 ms after the last move, one save at a time, in the order made. A refused save
// (someone else added or deleted an item) is explained and the list reloads from the server. Adding or
// deleting first saves a pending order (flush), so neither write undoes the other.
import type { MenuItem } from "@litfolio/shared/matters";
import { messages } from "@litfolio/shared/messages";
import { useCallback, useEffect, useRef, useState } from "react";
import { useAlert } from "../../../../components/AlertBanner";
import { ApiError } from "../../../../lib/api";
import { useSaveMenuItemOrder } from "../../api/useSaveMenuItemOrder";
import { type MoveDirection, moveItem, orderBody } from "./menu-item-order";

/** SPEC 9: the menu order is saved 750 ms after the last change. */
export const MENU_ORDER_SAVE_DELAY_MS = 750;

export function useMenuItemOrder(matterId: number, saved: readonly MenuItem[] | undefined) {
  const [draft, setDraft] = useState<readonly MenuItem[] | null>(null);
  const saveList = useSaveList(matterId);
  const unsent = useRef<readonly MenuItem[] | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const queue = useRef<Promise<void>>(Promise.resolve());

  /** After a save the server's list shows again, unless the user has moved on; a refusal drops it all. */
  const settle = useCallback(
    async (list: readonly MenuItem[]) => {
      if (await saveList(list)) {
        setDraft((current) => (current === list ? null : current));
        return;
      }
      clearTimeout(timer.current);
      unsent.current = null;
      setDraft(null);
    },
    [saveList],
  );

  /** Saves a pending order now; resolves when every save so far has finished. */
  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const list = unsent.current;
    unsent.current = null;
    if (list) queue.current = queue.current.then(() => settle(list));
    return queue.current;
  }, [settle]);

  const items = draft ?? saved;
  const move = (id: number, direction: MoveDirection) => {
    if (!items) return;
    const next = moveItem(items, id, direction);
    setDraft(next);
    unsent.current = next;
    clearTimeout(timer.current);
    timer.current = setTimeout(flush, MENU_ORDER_SAVE_DELAY_MS);
  };

  // Leaving the tab within the 750 ms still saves the order the user made.
  const flushOnLeave = useRef(flush);
  flushOnLeave.current = flush;
  useEffect(() => () => void flushOnLeave.current(), []);

  return { items, move, flush };
}

/** One PUT of the whole list, announced; answers whether the server took it. */
function useSaveList(matterId: number) {
  const alert = useAlert();
  const { mutateAsync } = useSaveMenuItemOrder(matterId);
  return useCallback(
    async (list: readonly MenuItem[]) => {
      try {
        await mutateAsync(orderBody(list));
        alert.success(messages.menuItemsUpdated);
        return true;
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 409)) {
          alert.error(messages.menuItemsChanged);
        }
        return false;
      }
    },
    [mutateAsync, alert],
  );
}
