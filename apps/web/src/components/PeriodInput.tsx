// A period criterion's value (SPEC 2.3 "Proceedings list": period): two dates, From and To, either
// left open, held as one "start..end" text like any other criterion value. Each calendar offers only
// the days on its side of the other end (SPEC 5.1); a typed start after the end is refused by the
// search's rule (periodProblem).
import Stack from "@mui/material/Stack";
import { decodePeriod, encodePeriod } from "../lib/date-input";
import { DateField } from "./form/DateField";

interface PeriodInputProps {
  value: string;
  onChange: (value: string) => void;
  className?: string;
}

export function PeriodInput({ value, onChange, className }: PeriodInputProps) {
  const period = decodePeriod(value);
  return (
    <Stack direction="row" spacing={1.5} className={className}>
      <DateField
        size="small"
        label="From"
        value={period.start}
        until={period.end}
        onChange={(start) => onChange(encodePeriod({ ...period, start }))}
      />
      <DateField
        size="small"
        label="To"
        value={period.end}
        from={period.start}
        onChange={(end) => onChange(encodePeriod({ ...period, end }))}
      />
    </Stack>
  );
}
