// The date or month navigator (SPEC 2.3 "Calendar"): Today, previous and next (a month in the month
// and list views, a day in the day view), the title of what is shown, a "Go to date" field, and the
// List, Month and Day views.
import { type CalendarView, calendarViews } from "@litfolio/shared/calendar";
import ChevronLeftIcon from "@mui/icons-material/ChevronLeft";
import ChevronRightIcon from "@mui/icons-material/ChevronRight";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import Stack from "@mui/material/Stack";
import ToggleButton from "@mui/material/ToggleButton";
import ToggleButtonGroup from "@mui/material/ToggleButtonGroup";
import Typography from "@mui/material/Typography";
import { useState } from "react";
import { DateField } from "../../../components/form/DateField";
import { isIsoDate } from "../../../lib/date-input";
import { periodTitle, steppedDate, stepUnit } from "../calendar-period";

const viewLabels: Record<CalendarView, string> = { list: "List", month: "Month", day: "Day" };

/** Toggle buttons' text in the body colour: the default grey misses the 4.5:1 contrast on the page. */
const toggleSx = { "& .MuiToggleButton-root:not(.Mui-selected)": { color: "text.primary" } };

interface CalendarNavigatorProps {
  view: CalendarView;
  date: string;
  today: string;
  onDateChange: (date: string) => void;
  onViewChange: (view: CalendarView) => void;
}

export function CalendarNavigator({ view, date, today, onDateChange, onViewChange }: CalendarNavigatorProps) {
  const unit = stepUnit(view);
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: "wrap", alignItems: "flex-end", justifyContent: "space-between", rowGap: 1.5 }}
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: "wrap", alignItems: "center" }}>
        <Button variant="outlined" size="small" onClick={() => onDateChange(today)}>
          Today
        </Button>
        <IconButton aria-label={`Previous ${unit}`} onClick={() => onDateChange(steppedDate(view, date, -1))}>
          <ChevronLeftIcon />
        </IconButton>
        <IconButton aria-label={`Next ${unit}`} onClick={() => onDateChange(steppedDate(view, date, 1))}>
          <ChevronRightIcon />
        </IconButton>
        <Typography variant="h3" component="h2" aria-live="polite" sx={{ minWidth: { sm: 220 } }}>
          {periodTitle(view, date)}
        </Typography>
      </Stack>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: "wrap", alignItems: "flex-end" }}>
        <GoToDateField date={date} onDateChange={onDateChange} />
        <ToggleButtonGroup
          size="small"
          exclusive
          aria-label="View"
          value={view}
          onChange={(_event, chosen: CalendarView | null) => chosen && onViewChange(chosen)}
          sx={toggleSx}
        >
          {calendarViews.map((option) => (
            <ToggleButton key={option} value={option}>
              {viewLabels[option]}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
    </Stack>
  );
}

/** A day typed (DD-MM-YYYY) or picked; only a whole date moves the calendar, and a new day shown replaces the text. */
function GoToDateField({ date, onDateChange }: { date: string; onDateChange: (date: string) => void }) {
  const [value, setValue] = useState(date);
  const [shownDate, setShownDate] = useState(date);
  if (date !== shownDate) {
    setShownDate(date);
    setValue(date);
  }
  return (
    <Box sx={{ width: 190 }}>
      <DateField
        size="small"
        label="Go to date"
        value={value}
        onChange={(typed) => {
          setValue(typed);
          if (isIsoDate(typed) && typed !== date) onDateChange(typed);
        }}
      />
    </Box>
  );
}
