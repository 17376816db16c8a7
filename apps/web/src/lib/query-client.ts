import { QueryClient } from "@tanstack/react-query";

// Failed calls already raised their alert in lib/api.ts; a silent retry would only repeat it.
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});
