// A table row's icon action (edit, delete, resend ...): an icon button named by its label, with the
// label (or a reason it is disabled) as tooltip.
import IconButton from "@mui/material/IconButton";
import Tooltip from "@mui/material/Tooltip";
import type { ReactNode } from "react";

interface ActionButtonProps {
  label: string;
  tooltip?: string;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}

export function ActionButton({ label, tooltip, disabled, onClick, children }: ActionButtonProps) {
  return (
    <Tooltip title={tooltip ?? label}>
      {/* A disabled button fires no events; the span keeps the tooltip working. */}
      <span>
        <IconButton aria-label={label} size="small" disabled={disabled} onClick={onClick}>
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}
