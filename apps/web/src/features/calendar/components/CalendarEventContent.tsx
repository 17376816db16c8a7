// What an event shows inside its link (SPEC 2.3 "Calendar"): its title (with the proceeding code) and
// its marks — court hearing, client deadline, missed deadline, overdue activity. The list views have
// room for the marks as small labels; a month-grid cell shows them as icons whose words are read by
// screen readers and shown on hover.
import type { EventContentArg } from "@fullcalendar/core";
import { messages } from "@litfolio/shared/messages";
import AssignmentIcon from "@mui/icons-material/Assignment";
import EventIcon from "@mui/icons-material/Event";
import GavelIcon from "@mui/icons-material/Gavel";
import PersonIcon from "@mui/icons-material/Person";
import WarningAmberIcon from "@mui/icons-material/WarningAmber";
import Box from "@mui/material/Box";
import { type CalendarEventDetails, type CalendarEventProps, eventContext } from "../calendar-events";

/** Every icon component has this type (no import from the icons barrel). */
type SvgIconComponent = typeof GavelIcon;

interface EventMark {
  label: string;
  icon: SvgIconComponent;
  /** Missed or overdue: drawn in the error colour. */
  urgent?: boolean;
}

/** The marks of an event, the most urgent first. */
export function marksOf(details: CalendarEventDetails): EventMark[] {
  if (details.kind === "activity") {
    const overdue = { label: messages.activityOverdue, icon: WarningAmberIcon, urgent: true };
    return details.activity.overdue ? [overdue] : [];
  }
  const { step } = details;
  return [
    ...(step.missedDeadline
      ? [{ label: messages.missedDeadline, icon: WarningAmberIcon, urgent: true }]
      : []),
    ...(step.courtHearing ? [{ label: "Court hearing", icon: GavelIcon }] : []),
    ...(step.clientDeadline ? [{ label: "Client deadline", icon: PersonIcon }] : []),
  ];
}

/** Read by screen readers, not shown. */
const visuallyHidden = {
  position: "absolute",
  width: 1,
  height: 1,
  overflow: "hidden",
  clip: "rect(0 0 0 0)",
  whiteSpace: "nowrap",
} as const;

export function CalendarEventContent({ arg }: { arg: EventContentArg }) {
  const { details } = arg.event.extendedProps as CalendarEventProps;
  const marks = marksOf(details);
  const inGrid = arg.view.type.startsWith("dayGrid");
  const KindIcon = details.kind === "step" ? EventIcon : AssignmentIcon;
  const kind = details.kind === "step" ? "Procedural deadline" : "Activity";
  if (inGrid) {
    const words = [kind, ...marks.map((mark) => mark.label)].join(", ");
    return (
      <Box
        title={`${words}: ${arg.event.title}`}
        sx={{ display: "flex", alignItems: "center", gap: 0.25, px: 0.5, overflow: "hidden" }}
      >
        <Box component="span" sx={visuallyHidden}>
          {words}:{" "}
        </Box>
        {marks.map((mark) => (
          <mark.icon key={mark.label} aria-hidden sx={{ fontSize: 14, flexShrink: 0 }} />
        ))}
        <Box component="span" sx={{ overflow: "hidden", textOverflow: "ellipsis", whiteSpace: "nowrap" }}>
          {arg.event.title}
        </Box>
      </Box>
    );
  }
  // In the list views the content replaces FullCalendar's own link, so it brings one: the keyboard's
  // way to the event, and the address FullCalendar reads on a click anywhere in the row.
  return (
    <Box
      component="a"
      href={arg.event.url}
      sx={{
        display: "inline-flex",
        flexWrap: "wrap",
        alignItems: "center",
        gap: 0.75,
        color: "text.primary",
        textDecoration: "none",
        "&:hover > .event-title": { textDecoration: "underline" },
      }}
    >
      <KindIcon aria-hidden sx={{ fontSize: 18, color: "text.secondary" }} />
      <Box component="span" sx={visuallyHidden}>
        {kind}:{" "}
      </Box>
      <span className="event-title">{arg.event.title}</span>
      {marks.map((mark) => (
        <MarkLabel key={mark.label} mark={mark} />
      ))}
      <Box component="span" sx={{ typography: "caption", color: "text.secondary" }}>
        {eventContext(details)}
      </Box>
    </Box>
  );
}

export function MarkLabel({ mark }: { mark: EventMark }) {
  return (
    <Box
      component="span"
      sx={{
        display: "inline-flex",
        alignItems: "center",
        gap: 0.25,
        px: 0.75,
        borderRadius: 1,
        border: 1,
        borderColor: mark.urgent ? "error.main" : "divider",
        color: mark.urgent ? "error.dark" : "text.primary",
        typography: "caption",
        lineHeight: 1.6,
      }}
    >
      <mark.icon aria-hidden sx={{ fontSize: 14 }} />
      {mark.label}
    </Box>
  );
}
