// Objects deleted in this browser tab. The browser's Back button may lead to a page of one of
// them, whose data could still be cached: the page shows "This item no longer exists" instead of
// the deleted object with live Edit and Delete buttons.
const deleted = new Set<string>();

export type DeletedKind = "matter" | "proceeding";

export const markDeleted = (kind: DeletedKind, id: number) => deleted.add(`${kind}:${id}`);

export const wasDeleted = (kind: DeletedKind, id: number) => deleted.has(`${kind}:${id}`);
