// The iCalendar writer against RFC 5545 and a maintained parser (ical.js): escaped text comes back
// as typed, folded lines stay within 75 octets without splitting a character, all-day dates.
import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { escapeText, foldLine, icsCalendar } from "./ical";

const event = {
  uid: "step-7@litfolio",
  start: "2027-03-10",
  end: "2027-03-11",
  summary: "Court hearing · NLD014: Oral hearing; bring the expert, and the file\\notes",
  description: "Procedural deadline of NLD014\nMatter: Trucks cartel – Ünïcödé 漢字 ".repeat(4),
  url: "https://litfolio.example/matters/1/proceedings/2/tracking/3/7",
  categories: ["Procedural deadline", "Court hearing"],
  sequence: 4,
  lastModified: new Date("2026-11-20T10:00:00Z"),
};

describe("icsCalendar", () => {
  const text = icsCalendar({
    name: "Litfolio deadlines",
    events: [event],
    now: new Date("2026-11-26T06:00:00Z"),
  });

  it("is read back by ical.js with every value as written", () => {
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue("version")).toBe("2.0");
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Litfolio deadlines");
    const [component] = calendar.getAllSubcomponents("vevent");
    if (!component) throw new Error("no event");
    const parsed = new ICAL.Event(component);
    expect(parsed.uid).toBe(event.uid);
    expect(parsed.summary).toBe(event.summary);
    expect(parsed.description).toBe(event.description);
    expect(parsed.startDate.isDate).toBe(true);
    expect(parsed.startDate.toString()).toBe("2027-03-10");
    expect(parsed.endDate.toString()).toBe("2027-03-11");
    expect(parsed.sequence).toBe(4);
    expect(component.getFirstProperty("categories")?.getValues()).toEqual(event.categories);
    expect(component.getFirstPropertyValue("url")).toBe(event.url);
  });

  it("ends every line with CRLF and folds them at 75 octets", () => {
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(text.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
  });
});

describe("escapeText and foldLine", () => {
  it.each([
    ["a;b", "a\\;b"],
    ["a,b", "a\\,b"],
    ["a\\b", "a\\\\b"],
    ["a\nb", "a\\nb"],
    ["a\r\nb", "a\\nb"],
  ])("escapes %j as %j", (value, escaped) => {
    expect(escapeText(value)).toBe(escaped);
  });

  it("never splits a multi-byte character and keeps the text when unfolded", () => {
    const line = `SUMMARY:${"漢".repeat(60)}`;
    const folded = foldLine(line);
    const parts = folded.split("\r\n");
    expect(parts.length).toBeGreaterThan(2);
    expect(parts.every((part) => Buffer.byteLength(part) <= 75)).toBe(true);
    expect(parts.slice(1).every((part) => part.startsWith(" "))).toBe(true);
    expect(folded.replace(/\r\n /g, "")).toBe(line);
  });

  it("leaves a short line alone", () => {
    expect(foldLine("VERSION:2.0")).toBe("VERSION:2.0");
  });
});
