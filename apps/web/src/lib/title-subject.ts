// The object a page is about, named first in the browser tab ("NLD002 • Proceedings details •
// Litfolio"), so several open tabs of one kind of page can be told apart. A page sets it while it
// is shown; the shell reads it into the document title.
import { useEffect, useSyncExternalStore } from "react";

let subject: string | undefined;
const listeners = new Set<() => void>();

function setSubject(value: string | undefined) {
  subject = value;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Names the page's object in the document title while the calling component is mounted. */
export function useTitleSubject(value: string | undefined) {
  useEffect(() => {
    setSubject(value);
    return () => setSubject(undefined);
  }, [value]);
}

/** The subject the shown page has set, if any. */
export const useCurrentTitleSubject = () => useSyncExternalStore(subscribe, () => subject);
