// The menu items' order as the user arranges it (SPEC 2.3, 9): each move shows at once, and the whole
// list is saved 750 ms after the last move, one save at a time, in the order made. Each save names the
// list's version it builds on (the one loaded when the moves began, then each save's answer), so a
// change by someone else in between is refused (409): announced like every other 409, and the list
// reloads from the server. Adding or deleting first saves a pending order (flush), so neither write
// undoes the other.
import type { MenuItem } from "@litfolio/shared/matters";
import { messages } from "@litfolio/shared/messages";
import type { VersionedList } from "@litfolio/shared/versions";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useRef, useState } from "react";
import { useAlert } from "../../../../components/AlertBanner";
import { announceConflict } from "../../../../components/form/server-errors";
import { menuItemsQueryKey } from "../../api/useMenuItems";
import { useSaveMenuItemOrder } from "../../api/useSaveMenuItemOrder";
import { type MoveDirection, moveItem, orderBody } from "./menu-item-order";

/** SPEC 9: the menu order is saved 750 ms after the last change. */
export const MENU_ORDER_SAVE_DELAY_MS = 750;

export function useMenuItemOrder(matterId: number, saved: VersionedList<MenuItem> | undefined) {
  const [draft, setDraft] = useState<readonly MenuItem[] | null>(null);
  const saveList = useSaveList(matterId);
  const unsent = useRef<readonly MenuItem[] | null>(null);
  /** The list version the next save builds on. */
  const version = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const queue = useRef<Promise<void>>(Promise.resolve());

  /** After a save the server's list shows again, unless the user has moved on; a refusal drops it all. */
  const settle = useCallback(
    async (list: readonly MenuItem[]) => {
      const answer = await saveList(list, version.current);
      if (answer) {
        version.current = answer.version;
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

  const items = draft ?? saved?.items;
  const move = (id: number, direction: MoveDirection) => {
    if (!items || !saved) return;
    // The first move since the list last showed as saved builds on that list.
    if (!draft) version.current = saved.version;
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

/** One PUT of the whole list, announced; answers the saved list, or nothing when the server refused it. */
function useSaveList(matterId: number) {
  const alert = useAlert();
  const queryClient = useQueryClient();
  const { mutateAsync } = useSaveMenuItemOrder(matterId);
  return useCallback(
    async (list: readonly MenuItem[], version: number) => {
      try {
        const answer = await mutateAsync(orderBody(list, version));
        // The list shows as saved at once (with its new version), not only when the reload arrives.
        queryClient.setQueryData(menuItemsQueryKey(matterId), answer);
        alert.success(messages.menuItemsUpdated);
        return answer;
      } catch (error) {
        announceConflict(error);
        return undefined;
      }
    },
    [mutateAsync, alert, queryClient, matterId],
  );
}
