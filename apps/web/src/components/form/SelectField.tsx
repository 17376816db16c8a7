// A single-choice list in the same labelled frame as the text fields (fields.tsx), built on MUI's
// Select: a listbox of options that is easy to use with keyboard and screen readers. Options may
// carry a group (e.g. Jurisdictions, Workstreams), shown as a heading above the group's options.
import ListSubheader from "@mui/material/ListSubheader";
import MenuItem from "@mui/material/MenuItem";
import Select from "@mui/material/Select";
import { type Ref, useId } from "react";
import { type CommonFieldProps, FieldFrame } from "./fields";

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
  group?: string;
}

export interface SelectFieldProps extends CommonFieldProps {
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** Shown while nothing is chosen. */
  placeholder?: string;
  selectRef?: Ref<HTMLInputElement>;
}

export function SelectField({
  label,
  required,
  message,
  error,
  className,
  size = "medium",
  value,
  onChange,
  options,
  placeholder = "",
  selectRef,
  name,
  disabled,
  onBlur,
}: SelectFieldProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const chosen = options.find((option) => option.value === value);
  return (
    <FieldFrame
      id={id}
      labelId={labelId}
      label={label}
      required={required}
      message={message}
      error={error}
      className={className}
    >
      <Select
        id={id}
        labelId={labelId}
        name={name}
        value={chosen ? value : ""}
        onChange={(event) => onChange(String(event.target.value))}
        onBlur={onBlur}
        inputRef={selectRef}
        disabled={disabled}
        error={error}
        required={required}
        displayEmpty
        renderValue={() => chosen?.label ?? <span className="select-placeholder">{placeholder}</span>}
        SelectDisplayProps={{
          "aria-describedby": message ? `${id}-message` : undefined,
          "aria-invalid": error || undefined,
          "aria-required": required || undefined,
        }}
        size={size}
        sx={{
          bgcolor: "background.paper",
          // The same height as the text fields (fields.tsx), whose 1 px borders count in their height.
          "& .MuiSelect-select": {
            lineHeight: "1.5rem",
            minHeight: "1.5rem",
            ...(size === "small" ? { py: "7px", px: "10px" } : { py: "10px", px: "12px" }),
          },
          "& .MuiOutlinedInput-notchedOutline": { borderColor: error ? "error.main" : "grey.400" },
          "& .select-placeholder": { color: "text.disabled" },
        }}
      >
        {options.flatMap((option, index) => {
          const item = (
            <MenuItem key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </MenuItem>
          );
          const startsGroup = option.group && option.group !== options[index - 1]?.group;
          return startsGroup
            ? [<ListSubheader key={`group-${option.group}`}>{option.group}</ListSubheader>, item]
            : [item];
        })}
      </Select>
    </FieldFrame>
  );
}
