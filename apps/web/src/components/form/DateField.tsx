// A date field (SPEC 5.1): typed as DD-MM-YYYY (or DDMMYYYY) or picked in a calendar whose weeks
// start on Monday (MUI X DesktopDatePicker), kept as YYYY-MM-DD. While what is typed is not (yet) a
// date, the text itself is kept, so the form's date rule can say so ("Enter a valid date").
// The picker's field is our own text input, not MUI's sectioned field: that one takes no pasted or
// filled text, turns 1-2-2020 into an invalid date, and reports a half-typed date as no date at all.
import IconButton from "@mui/material/IconButton";
import { useForkRef } from "@mui/material/utils";
import { DesktopDatePicker } from "@mui/x-date-pickers/DesktopDatePicker";
import { usePickerContext, usePickerTranslations } from "@mui/x-date-pickers/hooks";
import { CalendarIcon } from "@mui/x-date-pickers/icons";
import dayjs, { type Dayjs } from "dayjs";
import { createContext, type FocusEvent, useContext, useMemo, useState } from "react";
import { calendarLimits, isIsoDate, isoToTyped, typedToIsoDate } from "../../lib/date-input";
import { API_DATE_FORMAT, DATE_FORMAT } from "../../lib/format";
import { TextInput, type TextInputProps } from "./fields";
import { PickerLocalization } from "./PickerLocalization";

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

type TypedInputProps = Omit<DateFieldProps, "value" | "onChange" | "from" | "until"> & {
  text: string;
  onTextChange: (text: string) => void;
  onTextBlur: () => void;
};

/** What the picker's field slot (TypedDateInput) shows: the picker passes it only its own props. */
const TypedInputContext = createContext<TypedInputProps | null>(null);

export function DateField({ value, onChange, from, until, ...inputProps }: DateFieldProps) {
  const [text, setText] = useState(() => isoToTyped(value));
  const [shownValue, setShownValue] = useState(value);
  // A change from outside (a day picked in the calendar, a served-on date cleared with its status)
  // replaces the text.
  if (value !== shownValue) {
    setShownValue(value);
    if (typedToIsoDate(text) !== value) setText(isoToTyped(value));
  }
  const changeText = (next: string) => {
    setText(next);
    const kept = typedToIsoDate(next);
    setShownValue(kept);
    onChange(kept);
  };
  // Once typed text is a date, it reads as every other date does (01012018 -> 01-01-2018).
  const tidyText = () => {
    if (isIsoDate(value)) setText(isoToTyped(value));
  };
  const limits = calendarLimits({ from, until });
  const picked = useDay(value);
  const minDate = useDay(limits.first) ?? undefined;
  const maxDate = useDay(limits.last) ?? undefined;
  return (
    <PickerLocalization>
      <TypedInputContext value={{ ...inputProps, text, onTextChange: changeText, onTextBlur: tidyText }}>
        <DesktopDatePicker
          value={picked}
          onChange={(date) => {
            if (date?.isValid()) onChange(date.format(API_DATE_FORMAT));
          }}
          format={DATE_FORMAT}
          minDate={minDate}
          maxDate={maxDate}
          disabled={inputProps.disabled}
          readOnly={inputProps.readOnly}
          slots={{ field: TypedDateInput }}
        />
      </TypedInputContext>
    </PickerLocalization>
  );
}

/**
 * A kept date as the picker's value, null for anything else. The same object while the date stays:
 * the picker takes a new object for a new value, and resets its calendar (a click on a day is lost).
 */
function useDay(value: string): Dayjs | null {
  return useMemo(() => (isIsoDate(value) ? dayjs(value) : null), [value]);
}

/** The picker's field: the text input with the button that opens the calendar. */
function TypedDateInput() {
  const field = useContext(TypedInputContext);
  if (!field) throw new Error("TypedDateInput renders only inside DateField");
  const { text, onTextChange, onTextBlur, inputRef, onBlur, ...inputProps } = field;
  const picker = usePickerContext<Dayjs | null>();
  const translations = usePickerTranslations();
  const ref = useForkRef(inputRef, picker.triggerRef, picker.rootRef);
  const picked = picker.value?.isValid() ? picker.value.format(DATE_FORMAT) : null;
  return (
    <TextInput
      {...inputProps}
      placeholder={DATE_FORMAT}
      autoComplete="off"
      value={text}
      inputRef={ref}
      onChange={(event) => onTextChange(event.target.value)}
      onBlur={(event: FocusEvent<HTMLElement>) => {
        onTextBlur();
        onBlur?.(event);
      }}
      endAdornment={
        // A read-only value offers no calendar (and no tab stop), as read-only inputs do.
        !inputProps.readOnly && (
          <IconButton
            size="small"
            aria-label={translations.openDatePickerDialogue(picked)}
            disabled={picker.triggerStatus !== "enabled"}
            onClick={() => picker.setOpen((open) => !open)}
          >
            <CalendarIcon fontSize="small" />
          </IconButton>
        )
      }
    />
  );
}
