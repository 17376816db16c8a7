// Loads the matter in context for the toolbar and the drawer. It shares the matter page's query, so
// a change there (e.g. new menu items) reaches the drawer too. Loaded lazily: only signed-in users
// inside a matter need it, and the login page's bundle stays small.
import { useEffect } from "react";
import { useMatter } from "../../lib/matter-api/useMatter";
import { useSelectedMatter } from "../../lib/selected-matter";

export function SelectedMatterLoader({ matterId }: { matterId: number }) {
  const { setMatter } = useSelectedMatter();
  const { data: matter } = useMatter(matterId);
  useEffect(() => {
    if (matter) setMatter(matter);
  }, [matter, setMatter]);
  return null;
}
