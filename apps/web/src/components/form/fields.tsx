// Labelled form controls styled with the theme: a visible label above the control (with an asterisk
// when required), the control, and its message below. Text fields are native <input>/<textarea>:
// that keeps the login page's bundle small (MUI's input stack is about 10 KB gzipped) and works with
// the browser's autofill as people expect. Choices use MUI's Select (SelectField.tsx) in the same frame.
import { styled, type Theme } from "@mui/material/styles";
import {
  type ChangeEvent,
  type FocusEvent,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
  useId,
} from "react";

export type FieldSize = "small" | "medium";

const controlStyle = ({ theme }: { theme: Theme }) =>
  ({
    width: "100%",
    font: "inherit",
    fontSize: "1rem",
    color: theme.palette.text.primary,
    backgroundColor: theme.palette.background.paper,
    border: `1px solid ${theme.palette.grey[400]}`,
    borderRadius: theme.shape.borderRadius,
    lineHeight: "1.5rem",
    // Heights match SelectField's: 44 px, or 38 px when small.
    padding: "9px 12px",
    "&[data-size='small']": { padding: "6px 10px" },
    outline: "none",
    transition: "border-color 120ms, box-shadow 120ms",
    "&:hover:not(:disabled):not([readonly])": { borderColor: theme.palette.text.primary },
    "&:focus-visible, &:focus": {
      borderColor: theme.palette.primary.main,
      boxShadow: `0 0 0 1px ${theme.palette.primary.main}`,
    },
    "&[aria-invalid='true']": { borderColor: theme.palette.error.main },
    "&[aria-invalid='true']:focus": { boxShadow: `0 0 0 1px ${theme.palette.error.main}` },
    "&[readonly]": { backgroundColor: theme.palette.grey[100], color: theme.palette.text.secondary },
    "&:disabled": { backgroundColor: theme.palette.grey[100], color: theme.palette.text.disabled },
  }) as const;

const Input = styled("input")(controlStyle);
const Textarea = styled("textarea")((props) => ({ ...controlStyle(props), resize: "vertical" }));
const FieldRoot = styled("div")({ display: "flex", flexDirection: "column", gap: 6, minWidth: 0 });

/** An input with a control at its end inside its border (the date field's calendar button). */
const AdornedBox = styled("div")({
  position: "relative",
  display: "flex",
  alignItems: "center",
  "& > input": { paddingRight: 44 },
});
const EndAdornment = styled("div")({ position: "absolute", right: 4, display: "flex" });

const Label = styled("label")(({ theme }) => ({
  fontSize: "0.875rem",
  fontWeight: 600,
  color: theme.palette.text.primary,
}));

const LabelRow = styled("div")({ display: "flex", gap: 4, alignItems: "baseline" });

const Asterisk = styled("span")(({ theme }) => ({ color: theme.palette.error.main, fontWeight: 600 }));

/** "231/255" under a text near its limit: the limit is shown, never enforced by cutting the text. */
const Counter = styled("p")(({ theme }) => ({
  margin: 0,
  alignSelf: "flex-end",
  fontSize: "0.75rem",
  color: theme.palette.text.secondary,
  "&[data-over='true']": { color: theme.palette.error.main, fontWeight: 600 },
}));

/** The counter appears from this share of the limit on. */
const COUNTER_FROM = 0.8;

const Message = styled("p")(({ theme }) => ({
  margin: 0,
  fontSize: "0.8125rem",
  color: theme.palette.text.secondary,
  "&[data-error='true']": { color: theme.palette.error.main },
}));

interface FieldFrameProps {
  /** The control's id: the label points at it, and the message is `${id}-message`. */
  id: string;
  /** For controls that are not form elements (MUI Select): the label gets this id instead. */
  labelId?: string;
  label: string;
  required?: boolean;
  message?: ReactNode;
  error?: boolean;
  className?: string;
  children: ReactNode;
}

export function FieldFrame({
  id,
  labelId,
  label,
  required,
  message,
  error,
  className,
  children,
}: FieldFrameProps) {
  return (
    <FieldRoot className={className}>
      {/* The asterisk sits beside the label, not in it: the field's name stays exactly its label. */}
      <LabelRow>
        <Label id={labelId} htmlFor={labelId ? undefined : id}>
          {label}
        </Label>
        {required && <Asterisk aria-hidden="true">*</Asterisk>}
      </LabelRow>
      {children}
      {message && (
        <Message id={`${id}-message`} data-error={error}>
          {message}
        </Message>
      )}
    </FieldRoot>
  );
}

export interface CommonFieldProps {
  label: string;
  name?: string;
  required?: boolean;
  disabled?: boolean;
  size?: FieldSize;
  /** Shown under the control; red when `error` is set. */
  message?: ReactNode;
  error?: boolean;
  className?: string;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

export interface TextInputProps extends CommonFieldProps {
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  type?: "text" | "email" | "password" | "number" | "tel" | "url" | "search";
  placeholder?: string;
  readOnly?: boolean;
  autoFocus?: boolean;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>["inputMode"];
  /** The field's limit (the shared schema's): shown by a counter near it; a longer text is refused on save, not cut. */
  maxLength?: number;
  /** Show the counter from the first character on, not only near the limit. */
  showCount?: boolean;
  multiline?: boolean;
  rows?: number;
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
  /** A control inside the input's border, at its end (single-line inputs only). */
  endAdornment?: ReactNode;
}

export function TextInput({
  label,
  required,
  message,
  error,
  className,
  size = "medium",
  multiline,
  rows = 3,
  inputRef,
  maxLength,
  showCount = false,
  endAdornment,
  ...control
}: TextInputProps) {
  const id = useId();
  const length = control.value.length;
  const counted = maxLength !== undefined && (showCount || length >= maxLength * COUNTER_FROM);
  const aria = {
    "aria-invalid": error || undefined,
    "aria-describedby": message ? `${id}-message` : undefined,
  };
  const input = (
    <Input
      id={id}
      data-size={size}
      required={required}
      ref={inputRef}
      // WCAG 2.4.3: a read-only value is read, not visited: the keyboard skips it.
      tabIndex={control.readOnly ? -1 : undefined}
      {...aria}
      {...control}
    />
  );
  return (
    <FieldFrame
      id={id}
      label={label}
      required={required}
      message={message}
      error={error}
      className={className}
    >
      {multiline ? (
        <Textarea
          id={id}
          data-size={size}
          required={required}
          rows={rows}
          ref={inputRef}
          {...aria}
          name={control.name}
          value={control.value}
          onChange={control.onChange}
          onBlur={control.onBlur}
          readOnly={control.readOnly}
          tabIndex={control.readOnly ? -1 : undefined}
          disabled={control.disabled}
          autoFocus={control.autoFocus}
        />
      ) : endAdornment ? (
        <AdornedBox>
          {input}
          <EndAdornment>{endAdornment}</EndAdornment>
        </AdornedBox>
      ) : (
        input
      )}
      {counted && (
        <Counter data-over={length > maxLength} aria-live="polite">
          {length}/{maxLength}
        </Counter>
      )}
    </FieldFrame>
  );
}
