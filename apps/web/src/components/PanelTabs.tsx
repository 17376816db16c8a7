// A bar of tabs above the panel of the open one (a matter's tabs, its "Specific information"
// sub-tabs). Each tab and its panel point at each other by id, as screen readers expect; the caller
// keeps which tab is open (e.g. in the URL) and renders only that panel's content.
import Box from "@mui/material/Box";
import Paper from "@mui/material/Paper";
import Tab from "@mui/material/Tab";
import Tabs from "@mui/material/Tabs";
import type { ReactNode } from "react";

export interface PanelTab {
  id: string;
  label: ReactNode;
}

interface PanelTabsProps {
  /** The tab list's accessible name. */
  label: string;
  /** Makes the ids unique on the page: `${idPrefix}-tab-${id}`, `${idPrefix}-tabpanel-${id}`. */
  idPrefix: string;
  tabs: readonly PanelTab[];
  /** The open tab's id; undefined: none (no panel). */
  current: string | undefined;
  onChange: (id: string) => void;
  /** The open tab's content. */
  children: ReactNode;
}

export function PanelTabs({ label, idPrefix, tabs, current, onChange, children }: PanelTabsProps) {
  return (
    <>
      <Paper variant="outlined">
        <Tabs
          value={current ?? false}
          onChange={(_event, id: string) => onChange(id)}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={label}
        >
          {tabs.map((tab) => (
            <Tab
              key={tab.id}
              value={tab.id}
              label={tab.label}
              id={`${idPrefix}-tab-${tab.id}`}
              aria-controls={`${idPrefix}-tabpanel-${tab.id}`}
            />
          ))}
        </Tabs>
      </Paper>
      {current && (
        <Box
          role="tabpanel"
          id={`${idPrefix}-tabpanel-${current}`}
          aria-labelledby={`${idPrefix}-tab-${current}`}
        >
          {children}
        </Box>
      )}
    </>
  );
}
