// What every MUI X picker needs around it: the date library (dayjs, the app's) and the locale, British
// English because its weeks start on Monday (SPEC 5.1). The locale is the pickers' only: dayjs's
// global locale, which lib/format.ts formats with, stays as it is. Each picker renders this itself,
// in its lazily loaded chunk, rather than the app's providers: the picker code loads with the forms
// that use it and never with the login page. A month field would sit in it the same way.
import "dayjs/locale/en-gb";
import { AdapterDayjs } from "@mui/x-date-pickers/AdapterDayjs";
import { LocalizationProvider } from "@mui/x-date-pickers/LocalizationProvider";
import type { ReactNode } from "react";

export function PickerLocalization({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="en-gb">
      {children}
    </LocalizationProvider>
  );
}
