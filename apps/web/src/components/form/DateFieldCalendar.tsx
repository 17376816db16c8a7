// The calendar of a date field (DateField.tsx): MUI X's DesktopDatePicker with its field replaced by
// the button that opens it, the calendar shown under the field's own text input. MUI's field is not
// used: its date sections take no pasted or filled text, turn 1-2-2020 into an invalid date, and
// report a half-typed date as no date at all, where the form must keep what was typed.
import IconButton from "@mui/material/IconButton";
import { useForkRef } from "@mui/material/utils";
import { DesktopDatePicker } from "@mui/x-date-pickers/DesktopDatePicker";
import { usePickerContext, usePickerTranslations } from "@mui/x-date-pickers/hooks";
import { CalendarIcon } from "@mui/x-date-pickers/icons";
import dayjs, { type Dayjs } from "dayjs";
import { useMemo } from "react";
import { calendarLimits, isIsoDate } from "../../lib/date-input";
import { API_DATE_FORMAT, DATE_FORMAT, MONTH_FORMAT } from "../../lib/format";
import { PickerLocalization } from "./PickerLocalization";

interface DateFieldCalendarProps {
  /** The field's value: a date (YYYY-MM-DD) is the calendar's selected day; other text selects none. */
  value: string;
  onPick: (date: string) => void;
  from?: string;
  until?: string;
  disabled?: boolean;
  /** The field's input: the calendar opens under it. */
  anchor: HTMLElement | null;
  /** A month calendar (months, then years): picks the 1st of the month. */
  months?: boolean;
}

export function DateFieldCalendar({
  value,
  onPick,
  from,
  until,
  disabled,
  anchor,
  months,
}: DateFieldCalendarProps) {
  const limits = calendarLimits({ from, until });
  const selected = useDay(value);
  const minDate = useDay(limits.first) ?? undefined;
  const maxDate = useDay(limits.last) ?? undefined;
  return (
    <PickerLocalization>
      <DesktopDatePicker
        value={selected}
        onChange={(date) => {
          if (date?.isValid()) onPick(date.format(API_DATE_FORMAT));
        }}
        format={months ? MONTH_FORMAT : DATE_FORMAT}
        {...(months && { views: ["month", "year"], openTo: "month" })}
        minDate={minDate}
        maxDate={maxDate}
        disabled={disabled}
        slots={{ field: CalendarButton }}
        slotProps={{ popper: anchor ? { anchorEl: anchor } : {} }}
      />
    </PickerLocalization>
  );
}

/**
 * A date as the picker's value, null for any other text. The same object while the date stays: the
 * picker takes a new object for a new value and resets its calendar (a click on a day is lost).
 */
function useDay(value: string): Dayjs | null {
  return useMemo(() => (isIsoDate(value) ? dayjs(value) : null), [value]);
}

/** The picker's field: the button that opens and closes the calendar. */
function CalendarButton() {
  const picker = usePickerContext<Dayjs | null>();
  const translations = usePickerTranslations();
  const ref = useForkRef(picker.triggerRef, picker.rootRef);
  const selected = picker.value?.isValid() ? picker.value.format(picker.fieldFormat) : null;
  return (
    <IconButton
      ref={ref}
      size="small"
      aria-label={translations.openDatePickerDialogue(selected)}
      disabled={picker.triggerStatus !== "enabled"}
      onClick={() => picker.setOpen((open) => !open)}
    >
      <CalendarIcon fontSize="small" />
    </IconButton>
  );
}
