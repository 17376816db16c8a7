// SPEC 2.3: forms warn about unsaved changes when the user leaves while they are open. Router
// navigation to another page asks in the shell's confirmation dialog; closing or reloading the tab
// gets the browser's own question (browsers do not show custom text there). A form inside a
// FormDialog also tells the dialog, which asks before Escape, Cancel, its close icon or a click
// beside it closes the form.
import { messages } from "@litfolio/shared/messages";
import { useCallback, useContext, useEffect, useRef } from "react";
import { useBlocker } from "react-router";
import { useConfirm } from "../ConfirmDialog";
import { discardQuestion, ReportUnsavedContext } from "./unsaved-changes";

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
    void confirm(discardQuestion(messages.unsavedChanges)).then((leave) => {
      const current = blockerRef.current;
      if (cancelled || current.state !== "blocked") return;
      if (leave) current.proceed();
      else current.reset();
    });
    return () => {
      cancelled = true;
    };
  }, [blocker.state, confirm]);

  const reportToDialog = useContext(ReportUnsavedContext);
  useEffect(() => {
    if (!reportToDialog) return;
    reportToDialog(hasUnsavedChanges);
    return () => reportToDialog(false);
  }, [reportToDialog, hasUnsavedChanges]);

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
