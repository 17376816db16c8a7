// SPEC 2.3: forms warn about unsaved changes when the user leaves while they are open. Router
// navigation to another page asks in the shell's confirmation dialog; closing or reloading the tab
// gets the browser's own question (browsers do not show custom text there).
import { messages } from "@litfolio/shared/messages";
import { useCallback, useEffect, useRef } from "react";
import { useBlocker } from "react-router";
import { useConfirm } from "../ConfirmDialog";

export function useUnsavedChangesWarning(hasUnsavedChanges: boolean) {
  const confirm = useConfirm();
  const skipRef = useRef(false);
  const guardedRef = useRef(hasUnsavedChanges);
  guardedRef.current = hasUnsavedChanges;

  // Read through refs at navigation time: a form that has just been saved navigates in the same tick.
  const blocker = useBlocker(
    useCallback(
      ({ currentLocation, nextLocation }) =>
        guardedRef.current && !skipRef.current && currentLocation.pathname !== nextLocation.pathname,
      [],
    ),
  );

  const blockerRef = useRef(blocker);
  blockerRef.current = blocker;

  useEffect(() => {
    if (blocker.state !== "blocked") return;
    let cancelled = false;
    void confirm(messages.unsavedChanges).then((leave) => {
      const current = blockerRef.current;
      if (cancelled || current.state !== "blocked") return;
      if (leave) current.proceed();
      else current.reset();
    });
    return () => {
      cancelled = true;
    };
  }, [blocker.state, confirm]);

  useEffect(() => {
    if (!hasUnsavedChanges) {
      skipRef.current = false; // a fresh edit is guarded again
      return;
    }
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [hasUnsavedChanges]);

  /** Call before leaving on purpose (after saving, or on Cancel): no question is asked. */
  const leaveWithoutWarning = useCallback(() => {
    skipRef.current = true;
  }, []);

  return { leaveWithoutWarning };
}
