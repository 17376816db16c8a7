// App-wide providers: server state, theme, the shell's alert banner and confirmation dialog, and the
// matter in context.
import CssBaseline from "@mui/material/CssBaseline";
import { ThemeProvider } from "@mui/system";
import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { AlertProvider } from "../components/AlertBanner";
import { ConfirmProvider } from "../components/ConfirmDialog";
import { queryClient } from "../lib/query-client";
import { SelectedMatterProvider } from "../lib/selected-matter";
import { theme } from "./theme";

// What Material UI's own ThemeProvider does for a theme without CSS variables, minus its CSS-variables
// provider, which this app does not use and which would add about 3 KB (gzipped) to every page.
const themeWithoutVariables = { ...theme, vars: null };

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={themeWithoutVariables}>
        <CssBaseline />
        <AlertProvider>
          <ConfirmProvider>
            <SelectedMatterProvider>{children}</SelectedMatterProvider>
          </ConfirmProvider>
        </AlertProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
