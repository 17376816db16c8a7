// The e-mails the product sends, each in plain text and HTML, with the product name in the subject.
import { appPaths } from "@litfolio/shared/app-paths";
import { counted } from "@litfolio/shared/counts";
import { centsToEuros, formatEuros } from "@litfolio/shared/dutch-numbers";
import type { Config } from "../config";
import type { OutgoingMail } from "./transport";

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c,
  );

/** A block a template renders itself (a list with its link), in both forms. */
interface Block {
  text: string;
  html: string;
}

interface Letter {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: (string | Block)[];
  link?: { url: string; label: string };
}

const paragraph = (text: string): Block => ({ text, html: `<p>${escapeHtml(text)}</p>` });
const anchor = (link: { url: string; label: string }) =>
  `<a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a>`;

/** The line every mail ends with. */
export const signatureOf = (config: Config) =>
  `${config.productName} support: ${config.supportEmail}, ${config.supportPhone}`;

function compose(config: Config, letter: Letter): OutgoingMail {
  const signature = signatureOf(config);
  const parts = [letter.greeting, ...letter.paragraphs].map((p) =>
    typeof p === "string" ? paragraph(p) : p,
  );
  if (letter.link) {
    parts.push({ text: `${letter.link.label}: ${letter.link.url}`, html: `<p>${anchor(letter.link)}</p>` });
  }
  return {
    to: letter.to,
    subject: `${config.productName}: ${letter.subject}`,
    text: `${parts.map((p) => p.text).join("\n\n")}\n\n-- \n${signature}\n`,
    html: `<!doctype html><html><body>${parts.map((p) => p.html).join("")}<hr><p>${escapeHtml(signature)}</p></body></html>`,
  };
}

/** The activation and reset pages share one route: /changepassword/{emailAddress}/{code}. */
export const changePasswordUrl = (config: Config, emailAddress: string, token: string) =>
  `${config.publicUrl}${appPaths.changePassword(emailAddress, token)}`;

interface Recipient {
  emailAddress: string;
  firstName: string;
}

export const verificationCodeMail = (config: Config, user: Recipient, code: string) =>
  compose(config, {
    to: user.emailAddress,
    subject: `your verification code ${code}`,
    greeting: `Dear ${user.firstName},`,
    paragraphs: [
      `Your verification code is ${code}.`,
      "It is valid for 10 minutes. If you did not try to log in, you can ignore this e-mail and consider changing your password.",
    ],
  });

export const activationMail = (config: Config, user: Recipient, token: string) =>
  compose(config, {
    to: user.emailAddress,
    subject: "activate your account",
    greeting: `Dear ${user.firstName},`,
    paragraphs: [
      `An account has been created for you in ${config.productName}.`,
      "Choose your password through the link below to activate it. The link is valid for 7 days.",
    ],
    link: { url: changePasswordUrl(config, user.emailAddress, token), label: "Activate your account" },
  });

export const passwordResetMail = (config: Config, user: Recipient, token: string) =>
  compose(config, {
    to: user.emailAddress,
    subject: "reset your password",
    greeting: `Dear ${user.firstName},`,
    paragraphs: [
      "We received a request to reset your password.",
      "Choose a new password through the link below. The link is valid for 30 minutes and works once. If you did not ask for this, you can ignore this e-mail.",
    ],
    link: { url: changePasswordUrl(config, user.emailAddress, token), label: "Reset your password" },
  });

const REMOVED = "[removed once sent]";

/**
 * A mail's texts without the secrets the templates above put in (the sign-in code, the token of a
 * /changepassword link) and the deadline e-mails' unsubscribe tokens (notifications/mails.ts), as
 * the outbox keeps a mail once it is sent or given up.
 */
export const withoutSecrets = (text: string) =>
  text
    .replace(/(verification code(?: is)? )\d{6}\b/g, `$1${REMOVED}`)
    .replace(/(\/changepassword\/[^/\s"<>]+\/)[A-Za-z0-9_%-]+/g, `$1${REMOVED}`)
    .replace(/(\/unsubscribe\/)[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+/g, `$1${REMOVED}`);

/** An activity's page in the web app, where its comments and documents are. */
const activityUrl = (config: Config, activityId: number) =>
  `${config.publicUrl}${appPaths.activity(activityId)}`;

/** The documents of one activity an approval request lists. */
export interface ApprovalGroup {
  activity: { id: number; title: string };
  matterName: string;
  documentNames: string[];
}

export interface ApprovalRequests {
  /** Who asked (uploaded them or marked them as needing approval), each once. */
  senders: string[];
  groups: ApprovalGroup[];
  /** Documents asked for beyond those listed. */
  more: number;
}

const names = new Intl.ListFormat("en-GB", { type: "conjunction" });

/** One activity's documents as a list, with the link to the activity. */
function approvalGroup(config: Config, group: ApprovalGroup): Block {
  const heading = `In the activity "${group.activity.title}" (${group.matterName}):`;
  const link = { url: activityUrl(config, group.activity.id), label: "Open the activity" };
  return {
    text: [heading, ...group.documentNames.map((name) => `- ${name}`), `${link.label}: ${link.url}`].join(
      "\n",
    ),
    html: `<p>${escapeHtml(heading)}</p><ul>${group.documentNames.map((name) => `<li>${escapeHtml(name)}</li>`).join("")}</ul><p>${anchor(link)}</p>`,
  };
}

/** To an active client: the documents they were asked to approve in the last few minutes, by activity. */
export function approvalRequestMail(config: Config, client: Recipient, mail: ApprovalRequests) {
  const count = mail.groups.reduce((sum, group) => sum + group.documentNames.length, mail.more);
  const documents = count === 1 ? "a document" : counted(count, "document");
  const more = counted(mail.more, "more document");
  return compose(config, {
    to: client.emailAddress,
    subject: `${documents} ${count === 1 ? "needs" : "need"} your approval`,
    greeting: `Dear ${client.firstName},`,
    paragraphs: [
      `${names.format(mail.senders)} shared ${documents} that ${count === 1 ? "needs" : "need"} your approval:`,
      ...mail.groups.map((group) => approvalGroup(config, group)),
      ...(mail.more > 0 ? [`${more} ${mail.more === 1 ? "is" : "are"} not listed here.`] : []),
    ],
    ...(mail.more > 0
      ? { link: { url: `${config.publicUrl}${appPaths.activities}`, label: "Open your activities" } }
      : {}),
  });
}

interface DocumentMail {
  activity: { id: number; title: string };
  documentNames: string[];
  /** Who approved them. */
  by: string;
}

export const documentApprovedMail = (config: Config, author: Recipient, mail: DocumentMail) =>
  compose(config, {
    to: author.emailAddress,
    subject: "your document has been approved",
    greeting: `Dear ${author.firstName},`,
    paragraphs: [
      `${mail.by} approved ${mail.documentNames.join(", ")} in the activity "${mail.activity.title}".`,
    ],
    link: { url: activityUrl(config, mail.activity.id), label: "Open the activity" },
  });

/** A work package's page in the web app. */
const workPackageUrl = (config: Config, matterId: number, number: number) =>
  `${config.publicUrl}${appPaths.workPackage(matterId, number)}`;

interface WorkPackageMail {
  /** The row: the total amount in cents. */
  workPackage: { matterId: number; number: number; title: string; totalAmount: number };
  by: string;
}

const euros = (cents: number) => formatEuros(centsToEuros(cents));

/** To an active client: a package waits for their approval (first submitted, or resubmitted after a rejection). */
export const workPackageSubmittedMail = (
  config: Config,
  client: Recipient,
  { workPackage, by, resubmitted }: WorkPackageMail & { resubmitted: boolean },
) =>
  compose(config, {
    to: client.emailAddress,
    subject: `work package ${workPackage.number} ${resubmitted ? "resubmitted" : "submitted"} for your approval`,
    greeting: `Dear ${client.firstName},`,
    paragraphs: [
      `${by} ${resubmitted ? "changed and resubmitted" : "submitted"} work package ${workPackage.number}, "${workPackage.title}", for ${euros(workPackage.totalAmount)}.`,
      "Please approve or reject it.",
    ],
    link: {
      url: workPackageUrl(config, workPackage.matterId, workPackage.number),
      label: "Open the work package",
    },
  });

/** To the package's creator and assignee: the client approved (with the amount) or rejected it. */
export const workPackageDecisionMail = (
  config: Config,
  person: Recipient,
  {
    workPackage,
    by,
    approval,
  }: WorkPackageMail & {
    /** The amount approved in cents. */
    approval: { status: "APPROVED" | "NOT_APPROVED"; comments: string; amountApproved: number | null };
  },
) =>
  compose(config, {
    to: person.emailAddress,
    subject: `work package ${workPackage.number} ${approval.status === "APPROVED" ? "approved" : "rejected"}`,
    greeting: `Dear ${person.firstName},`,
    paragraphs: [
      approval.status === "APPROVED"
        ? `${by} approved work package ${workPackage.number}, "${workPackage.title}", for ${euros(approval.amountApproved ?? 0)}.`
        : `${by} rejected work package ${workPackage.number}, "${workPackage.title}".`,
      `Comments: ${approval.comments}`,
    ],
    link: {
      url: workPackageUrl(config, workPackage.matterId, workPackage.number),
      label: "Open the work package",
    },
  });

/** The Connect token could not be refreshed: documents wait until an admin authorises again. */
export const connectRefreshFailedMail = (config: Config, admin: Recipient, reason: string) =>
  compose(config, {
    to: admin.emailAddress,
    subject: "the Connect token could not be refreshed",
    greeting: `Dear ${admin.firstName},`,
    paragraphs: [
      `Connect refused to refresh ${config.productName}'s token: ${reason}`,
      "Documents are kept and their copies to Connect wait until the token is renewed. Open Connect settings and click Refresh token.",
    ],
    link: { url: `${config.publicUrl}/connect-settings`, label: "Open Connect settings" },
  });
