// The deadline e-mails, in plain text and HTML like every mail of the product (mail/templates.ts):
// sections of lines, each line a link into the product, a section cut short after its first lines
// with a link to where the rest are; and at the end the link that switches this kind of e-mail off
// (and its List-Unsubscribe header fields) and the link to the notification settings.
import { appPaths } from "@litfolio/shared/app-paths";
import { type NotificationKind, notificationKindLabels } from "@litfolio/shared/notifications";
import type { Config } from "../../config";
import { escapeHtml, signatureOf } from "../../mail/templates";
import type { OutgoingMail } from "../../mail/transport";

export interface MailLine {
  text: string;
  url: string;
}

export interface MailSection {
  heading: string;
  lines: MailLine[];
  /** Lines left out after the first ones, and where they all are. */
  more: number;
  moreUrl: string;
}

export interface DeadlineMail {
  to: { emailAddress: string; firstName: string };
  kind: NotificationKind;
  /** The recipient's day (YYYY-MM-DD) the mail is for. */
  day: string;
  intro: string;
  sections: MailSection[];
  unsubscribe: { page: string; headers: Record<string, string> };
}

const dateFormat = (style: "long" | "short") =>
  new Intl.DateTimeFormat("en-GB", {
    weekday: style,
    day: "numeric",
    month: style,
    year: "numeric",
    timeZone: "UTC",
  });
// Made once: a digest run formats thousands of dates.
const dateFormats = { long: dateFormat("long"), short: dateFormat("short") };

/** The day's parts without the commas en-GB puts in. */
const dateParts = (day: string, style: "long" | "short") =>
  dateFormats[style]
    .formatToParts(new Date(`${day}T00:00:00Z`))
    .filter((part) => part.type !== "literal")
    .map((part) => part.value)
    .join(" ");

/** "Monday 30 November 2026" (the subject). */
export const longDate = (day: string) => dateParts(day, "long");
/** "Mon 30 Nov 2026" (a line). */
export const shortDate = (day: string) => dateParts(day, "short");

const subjects: Record<NotificationKind, (date: string) => string> = {
  DIGEST: (date) => `your deadlines for ${date}`,
  REMINDERS: (date) => `deadline reminders for ${date}`,
};

interface Footer {
  reason: string;
  stop: { label: string; url: string };
  settings: { label: string; url: string };
}

const footerOf = (config: Config, mail: DeadlineMail): Footer => ({
  reason: `You receive ${notificationKindLabels[mail.kind]} because it is switched on in your ${config.productName} notifications.`,
  stop: { label: `Stop ${notificationKindLabels[mail.kind]}`, url: mail.unsubscribe.page },
  settings: { label: "Change your notifications", url: `${config.publicUrl}${appPaths.notifications}` },
});

function sectionText(section: MailSection): string {
  const lines = section.lines.map((line) => `- ${line.text}\n  ${line.url}`);
  if (section.more > 0) lines.push(`  and ${section.more} more: ${section.moreUrl}`);
  return [section.heading, ...lines].join("\n");
}

function sectionHtml(section: MailSection): string {
  const items = section.lines.map(
    (line) => `<li><a href="${escapeHtml(line.url)}">${escapeHtml(line.text)}</a></li>`,
  );
  const more =
    section.more > 0 ? `<p><a href="${escapeHtml(section.moreUrl)}">and ${section.more} more</a></p>` : "";
  return `<h2>${escapeHtml(section.heading)}</h2><ul>${items.join("")}</ul>${more}`;
}

function textOf(config: Config, mail: DeadlineMail, footer: Footer) {
  const { reason, stop, settings } = footer;
  const parts = [
    `Dear ${mail.to.firstName},`,
    mail.intro,
    ...mail.sections.map(sectionText),
    `${reason}\n${stop.label}: ${stop.url}\n${settings.label}: ${settings.url}`,
  ];
  return `${parts.join("\n\n")}\n\n-- \n${signatureOf(config)}\n`;
}

const link = ({ label, url }: { label: string; url: string }) =>
  `<a href="${escapeHtml(url)}">${escapeHtml(label)}</a>`;

const htmlOf = (config: Config, mail: DeadlineMail, footer: Footer) =>
  [
    "<!doctype html><html><body>",
    `<p>${escapeHtml(`Dear ${mail.to.firstName},`)}</p><p>${escapeHtml(mail.intro)}</p>`,
    ...mail.sections.map(sectionHtml),
    `<hr><p>${escapeHtml(footer.reason)}<br>${link(footer.stop)} · ${link(footer.settings)}</p>`,
    `<p>${escapeHtml(signatureOf(config))}</p></body></html>`,
  ].join("");

export function deadlineMail(config: Config, mail: DeadlineMail): OutgoingMail {
  const footer = footerOf(config, mail);
  return {
    to: mail.to.emailAddress,
    subject: `${config.productName}: ${subjects[mail.kind](longDate(mail.day))}`,
    text: textOf(config, mail, footer),
    html: htmlOf(config, mail, footer),
    headers: mail.unsubscribe.headers,
  };
}
