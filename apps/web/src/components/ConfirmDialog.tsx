// The shell's confirmation dialog (SPEC 1, 9): Yes and Cancel (or the question's own answers), at
// most 500 px wide. MUI's Dialog traps focus and gives it back to the button that opened it.
// `await confirm(text)` is true on Yes.
// The dialog's code loads on first use, keeping it out of the login page's bundle.
import {
  createContext,
  lazy,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useRef,
  useState,
} from "react";

export interface ConfirmOptions {
  message: string;
  title?: string;
  /** The buttons' texts, "Yes" and "Cancel" unless given. */
  yes?: string;
  no?: string;
  /** Focus the "no" answer, where a hasty Enter must not lose anything. */
  focusNo?: boolean;
}

type Confirm = (request: string | ConfirmOptions) => Promise<boolean>;

const ConfirmContext = createContext<Confirm | null>(null);

const ConfirmDialogView = lazy(async () => ({
  default: (await import("./ConfirmDialogView")).ConfirmDialogView,
}));

export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<ConfirmOptions | null>(null);
  const [used, setUsed] = useState(false);
  const resolveRef = useRef<((answer: boolean) => void) | null>(null);

  const confirm = useCallback<Confirm>((next) => {
    // A dialog still open answers "no" before the new question takes its place.
    resolveRef.current?.(false);
    setUsed(true);
    setRequest(typeof next === "string" ? { message: next } : next);
    return new Promise<boolean>((resolve) => {
      resolveRef.current = resolve;
    });
  }, []);

  const answer = useCallback((value: boolean) => {
    resolveRef.current?.(value);
    resolveRef.current = null;
    setRequest(null);
  }, []);

  return (
    <ConfirmContext value={confirm}>
      {children}
      {used && (
        <Suspense fallback={null}>
          <ConfirmDialogView request={request} onAnswer={answer} />
        </Suspense>
      )}
    </ConfirmContext>
  );
}

export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  if (!confirm) throw new Error("useConfirm needs a ConfirmProvider");
  return confirm;
}
