// A table's state held in the URL query (lib/table-state.ts), with changes that build on each other:
// the router applies a new query in a later render, so two changes before it (a search settling while
// a status is clicked) would each start from the old query and the first would be lost.
import { useRef } from "react";
import { useSearchParams } from "react-router";

export function useUrlTableState<State>(
  read: (params: URLSearchParams) => State,
  write: (state: State) => URLSearchParams,
): [State, (change: Partial<State>) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = read(searchParams);
  const pending = useRef<{ state: State; query: string } | null>(null);
  if (pending.current?.query === searchParams.toString()) pending.current = null;

  const change = (change: Partial<State>) => {
    const next = { ...(pending.current?.state ?? state), ...change };
    const params = write(next);
    pending.current = { state: next, query: params.toString() };
    setSearchParams(params, { replace: true });
  };
  return [state, change];
}
