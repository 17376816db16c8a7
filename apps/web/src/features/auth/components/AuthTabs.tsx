// The two tabs of the Login page as a WAI-ARIA tab list (arrow keys, Home and End move between
// tabs). Lighter than MUI's Tabs, which matters on the one page everybody loads first.
import Box from "@mui/material/Box";
import ButtonBase from "@mui/material/ButtonBase";
import { type KeyboardEvent, useRef } from "react";

export interface AuthTab<Value extends string> {
  value: Value;
  label: string;
}

interface AuthTabsProps<Value extends string> {
  label: string;
  tabs: readonly AuthTab<Value>[];
  value: Value;
  onChange: (value: Value) => void;
}

export const tabId = (value: string) => `${value}-tab`;
export const panelId = (value: string) => `${value}-panel`;

export function AuthTabs<Value extends string>({ label, tabs, value, onChange }: AuthTabsProps<Value>) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    onChange(tab.value);
    buttons.current[tabs.indexOf(tab)]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <Box role="tablist" aria-label={label} sx={{ display: "flex", borderBottom: 1, borderColor: "divider" }}>
      {tabs.map((tab, index) => {
        const selected = tab.value === value;
        return (
          <ButtonBase
            key={tab.value}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            role="tab"
            id={tabId(tab.value)}
            aria-selected={selected}
            aria-controls={panelId(tab.value)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
            sx={{
              flex: 1,
              py: 1.75,
              fontSize: "0.9375rem",
              fontWeight: 600,
              color: selected ? "primary.main" : "text.secondary",
              borderBottom: 2,
              borderColor: selected ? "primary.main" : "transparent",
              transition: "color 150ms, border-color 150ms",
              "&:hover": { bgcolor: "action.hover" },
              "&.Mui-focusVisible": { bgcolor: "action.focus" },
            }}
          >
            {tab.label}
          </ButtonBase>
        );
      })}
    </Box>
  );
}
