// An iCalendar (RFC 5545) writer for the calendar feed: all-day events with stable UIDs, so a
// subscribing calendar replaces an event it has seen (a higher SEQUENCE, a later LAST-MODIFIED)
// instead of adding a twin. Text is escaped (3.3.11) and lines are folded at 75 octets (3.1).

export interface IcsEvent {
  /** Stable across fetches: the kind and the row's id. */
  uid: string;
  /** First day, YYYY-MM-DD. */
  start: string;
  /** Day after the last (DTEND of an all-day event is exclusive), YYYY-MM-DD. */
  end: string;
  summary: string;
  description: string;
  url: string;
  categories: string[];
  sequence: number;
  lastModified: Date;
}

export interface IcsCalendar {
  name: string;
  events: IcsEvent[];
  /** DTSTAMP: when this copy of the feed was made. */
  now: Date;
}

/** TEXT values: backslash, semicolon, comma and line breaks escaped (RFC 5545 3.3.11). */
export const escapeText = (value: string) =>
  value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");

const utcStamp = (date: Date) => `${date.toISOString().replace(/[-:]/g, "").slice(0, 15)}Z`;
const dateValue = (day: string) => day.replace(/-/g, "");

/** One content line folded into lines of at most 75 octets, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character);
    // Continuation lines start with a space, which counts towards their 75 octets.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

function eventLines(event: IcsEvent, now: Date): string[] {
  return [
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `DTSTAMP:${utcStamp(now)}`,
    `LAST-MODIFIED:${utcStamp(event.lastModified)}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTART;VALUE=DATE:${dateValue(event.start)}`,
    `DTEND;VALUE=DATE:${dateValue(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `URL:${event.url}`,
    ...(event.categories.length > 0 ? [`CATEGORIES:${event.categories.map(escapeText).join(",")}`] : []),
    // Deadlines mark a day; they do not make the subscriber busy.
    "TRANSP:TRANSPARENT",
    "END:VEVENT",
  ];
}

/** The whole feed, CRLF line endings. */
export function icsCalendar({ name, events, now }: IcsCalendar): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Litfolio//Calendar feed//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(name)}`,
    // Subscribers that read these refresh hourly.
    "REFRESH-INTERVAL;VALUE=DURATION:PT1H",
    "X-PUBLISHED-TTL:PT1H",
    ...events.flatMap((event) => eventLines(event, now)),
    "END:VCALENDAR",
  ];
  return `${lines.map(foldLine).join("\r\n")}\r\n`;
}
