// The matter in context (SPEC 2.2 step 1): the guard signals its id about 500 ms after a route with
// a matterId opens and clears it elsewhere; the shell's SelectedMatterLoader then loads the matter,
// whose client and name the toolbar shows and whose group and menu items the drawer shows.
import type { Matter } from "@litfolio/shared/matters";
import { createContext, type ReactNode, useContext, useMemo, useState } from "react";

export type SelectedMatter = Pick<Matter, "id" | "client" | "name" | "participation" | "menuItems">;

interface SelectedMatterContextValue {
  matterId: number | null;
  matter: SelectedMatter | null;
  setMatterId: (matterId: number | null) => void;
  setMatter: (matter: SelectedMatter | null) => void;
}

const SelectedMatterContext = createContext<SelectedMatterContextValue | null>(null);

export function SelectedMatterProvider({ children }: { children: ReactNode }) {
  const [matterId, setMatterId] = useState<number | null>(null);
  const [matter, setMatter] = useState<SelectedMatter | null>(null);
  const value = useMemo(
    () => ({
      matterId,
      // Details of another matter than the one in context are never shown.
      matter: matter && matter.id === matterId ? matter : null,
      setMatterId,
      setMatter,
    }),
    [matterId, matter],
  );
  return <SelectedMatterContext value={value}>{children}</SelectedMatterContext>;
}

export function useSelectedMatter(): SelectedMatterContextValue {
  const value = useContext(SelectedMatterContext);
  if (!value) throw new Error("useSelectedMatter needs a SelectedMatterProvider");
  return value;
}
