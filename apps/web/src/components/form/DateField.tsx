// A date field (SPEC 5.1): typed as DD-MM-YYYY (or DDMMYYYY), or picked in a calendar whose weeks
// start on Monday (DateFieldCalendar.tsx); kept as YYYY-MM-DD. While what is typed is not (yet) a
// date, the text itself is kept, so the form's date rule can say so ("Enter a valid date").
// The calendar (MUI X, about 50 KB gzipped) is a chunk of its own, loaded when a date field first
// shows: a page whose forms are closed does not carry it.
import { useForkRef } from "@mui/material/utils";
import { lazy, Suspense, useState } from "react";
import { isIsoDate, isoToTyped, typedToIsoDate } from "../../lib/date-input";
import { DATE_FORMAT } from "../../lib/format";
import { TextInput, type TextInputProps } from "./fields";

/** The calendar as a lazy chunk; the month field (FormMonthField.tsx) shares it. */
export const DateFieldCalendar = lazy(async () => ({
  default: (await import("./DateFieldCalendar")).DateFieldCalendar,
}));

export type DateFieldProps = Omit<
  TextInputProps,
  "value" | "onChange" | "type" | "placeholder" | "endAdornment" | "multiline"
> & {
  /** YYYY-MM-DD, "" or the text typed so far. */
  value: string;
  onChange: (value: string) => void;
  /** The other end of a pair (YYYY-MM-DD): the calendar offers no day before `from` or after `until`. */
  from?: string;
  until?: string;
};

export function DateField({ value, onChange, from, until, inputRef, onBlur, ...inputProps }: DateFieldProps) {
  const [text, setText] = useState(() => isoToTyped(value));
  const [shownValue, setShownValue] = useState(value);
  const [input, setInput] = useState<HTMLInputElement | null>(null);
  const ref = useForkRef(inputRef, setInput);
  // A change from outside (a day picked in the calendar, a served-on date cleared with its status)
  // replaces the text.
  if (value !== shownValue) {
    setShownValue(value);
    if (typedToIsoDate(text) !== value) setText(isoToTyped(value));
  }
  return (
    <TextInput
      {...inputProps}
      placeholder={DATE_FORMAT}
      autoComplete="off"
      value={text}
      inputRef={ref}
      onChange={(event) => {
        setText(event.target.value);
        const next = typedToIsoDate(event.target.value);
        setShownValue(next);
        onChange(next);
      }}
      onBlur={(event) => {
        // Once typed text is a date, it reads as every other date does (01012018 -> 01-01-2018).
        if (isIsoDate(value)) setText(isoToTyped(value));
        onBlur?.(event);
      }}
      endAdornment={
        // A read-only value offers no calendar (and no tab stop), as read-only inputs do.
        !inputProps.readOnly && (
          <Suspense>
            <DateFieldCalendar
              value={value}
              onPick={onChange}
              from={from}
              until={until}
              disabled={inputProps.disabled}
              anchor={input}
            />
          </Suspense>
        )
      }
    />
  );
}
