// Computed deadlines (issue 18): a matter's court calendar (the country whose public holidays count
// for its workstreams, and each jurisdiction's court vacations), the proposal of a tracking's
// deadlines from the template durations on working days, and the check of one typed deadline.
import { z } from "zod";
import { type CategoryOption, entityId } from "./matters";
import { messages } from "./messages";
import type { Verb } from "./permissions";
import { dateProblem } from "./proceedings";
import { storableText } from "./rules";
import { type StepFields, stepBody } from "./tracking";
import { withVersion } from "./versions";

/**
 * The countries whose public holidays Litfolio knows (date-holidays' calendars), by the ISO 3166
 * alpha-3 codes the jurisdictions use, with their alpha-2 code and English name.
 */
export const courtCountries = {
  AUT: { alpha2: "AT", name: "Austria" },
  BEL: { alpha2: "BE", name: "Belgium" },
  CHE: { alpha2: "CH", name: "Switzerland" },
  CZE: { alpha2: "CZ", name: "Czechia" },
  DEU: { alpha2: "DE", name: "Germany" },
  DNK: { alpha2: "DK", name: "Denmark" },
  ESP: { alpha2: "ES", name: "Spain" },
  FIN: { alpha2: "FI", name: "Finland" },
  FRA: { alpha2: "FR", name: "France" },
  GBR: { alpha2: "GB", name: "United Kingdom" },
  GRC: { alpha2: "GR", name: "Greece" },
  HUN: { alpha2: "HU", name: "Hungary" },
  IRL: { alpha2: "IE", name: "Ireland" },
  ITA: { alpha2: "IT", name: "Italy" },
  LUX: { alpha2: "LU", name: "Luxembourg" },
  NLD: { alpha2: "NL", name: "Netherlands" },
  NOR: { alpha2: "NO", name: "Norway" },
  POL: { alpha2: "PL", name: "Poland" },
  PRT: { alpha2: "PT", name: "Portugal" },
  SWE: { alpha2: "SE", name: "Sweden" },
} as const;
export type CourtCountry = keyof typeof courtCountries;
export const courtCountryCodes = Object.keys(courtCountries) as CourtCountry[];
export const isCourtCountry = (code: string): code is CourtCountry => Object.hasOwn(courtCountries, code);

/** Without a saved court calendar a matter's workstreams count the Netherlands' holidays (the firm's). */
export const defaultCourtCountry: CourtCountry = "NLD";
export const vacationLimits = { label: 100, perJurisdiction: 10 } as const;

const daysInMonth = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** A yearly day written DD-MM (as the product writes dates): a problem, or null. Stored as MM-DD. */
export function monthDayProblem(value: string): string | null {
  const match = /^(\d{2})-(\d{2})$/.exec(value);
  const day = Number(match?.[1]);
  const month = Number(match?.[2]);
  if (!match || month < 1 || month > 12 || day < 1 || day > (daysInMonth[month - 1] ?? 0))
    return messages.monthDay;
  return null;
}

const monthDay = z
  .string({ error: messages.required })
  .trim()
  .min(1, messages.required)
  .refine((value) => monthDayProblem(value) === null, messages.monthDay);

/** DD-MM as stored and compared (MM-DD sorts by the calendar). */
export const storedMonthDay = (typed: string) => `${typed.slice(3, 5)}-${typed.slice(0, 2)}`;
/** MM-DD as shown and typed: DD-MM. */
export const shownMonthDay = (stored: string) => `${stored.slice(3, 5)}-${stored.slice(0, 2)}`;

/** One court vacation as the API carries it: from and to DD-MM (both included; to before from spans the new year). */
export const courtVacationBody = z.object(
  {
    category: z.object({ id: entityId.transform(Number) }, { error: messages.required }),
    from: monthDay,
    to: monthDay,
    label: storableText(
      z
        .string({ error: messages.required })
        .trim()
        .min(1, messages.required)
        .max(vacationLimits.label, messages.tooLong(vacationLimits.label)),
    ),
  },
  { error: messages.required },
);
export type CourtVacationFields = z.output<typeof courtVacationBody>;

/** PUT dbbw/matters/{m}/courtcalendar: the whole calendar with the version read. */
export const courtCalendarBody = withVersion(
  z.object(
    {
      defaultCountry: z.enum(courtCountryCodes as [CourtCountry, ...CourtCountry[]], {
        error: messages.courtCountry,
      }),
      vacations: z
        .array(courtVacationBody, { error: messages.required })
        .max(200, messages.tooManyItems(200)),
    },
    { error: messages.required },
  ),
).superRefine((body, context) => {
  const perCategory = new Map<number, number>();
  body.vacations.forEach((vacation, index) => {
    const count = (perCategory.get(vacation.category.id) ?? 0) + 1;
    perCategory.set(vacation.category.id, count);
    if (count > vacationLimits.perJurisdiction)
      context.addIssue({
        code: "custom",
        path: ["vacations", index, "category"],
        message: messages.tooManyVacations(vacationLimits.perJurisdiction),
      });
  });
});
export type CourtCalendarFields = z.output<typeof courtCalendarBody>;

export interface CourtVacation {
  /** DD-MM, both included. */
  from: string;
  to: string;
  label: string;
}

/** GET dbbw/matters/{m}/courtcalendar. */
export interface CourtCalendarSettings {
  defaultCountry: CourtCountry;
  /** Each jurisdiction and workstream, with the country whose holidays count and its vacations. */
  categories: {
    category: CategoryOption;
    /** The jurisdiction's own country, or the default country for a workstream or an unknown code. */
    country: CourtCountry;
    vacations: CourtVacation[];
  }[];
  /** The caller's verbs on the matter's configuration: ADMIN edits the calendar. */
  permissions: Verb[];
  version: number;
}

// ---- Proposal -----------------------------------------------------------------------------------

/**
 * POST .../proceedings/{p}/tracking/proposal: the step list as the form holds it and the position of
 * the step whose deadline was set; the following steps' deadlines are proposed from the durations.
 */
export const deadlineProposalBody = z
  .object(
    {
      proceduralSteps: z.array(stepBody, { error: messages.required }).max(200, messages.tooManySteps(200)),
      from: z.int({ error: messages.required }).min(0, messages.required),
    },
    { error: messages.required },
  )
  .superRefine((body, context) => {
    const anchor = body.proceduralSteps[body.from];
    if (!anchor) context.addIssue({ code: "custom", path: ["from"], message: messages.proposalAnchor });
    else if (!anchor.deadline)
      context.addIssue({
        code: "custom",
        path: ["proceduralSteps", body.from, "deadline"],
        message: messages.proposalAnchorDeadline,
      });
  });
export type DeadlineProposalFields = z.output<typeof deadlineProposalBody>;

export interface ProposedDeadline {
  /** The step's place in the list sent. */
  position: number;
  /** YYYY-MM-DD, or YYYY-MM when the template marks the step's deadline as an estimate. */
  deadline: string;
  estimateDeadline: boolean;
  /** "moved from 15-08-2027: court vacation (August)"; null when the date did not move. */
  moved: string | null;
}

export interface DeadlineProposal {
  /** The country whose working days count, and its name. */
  country: { code: CourtCountry; name: string };
  proposals: ProposedDeadline[];
}

/** GET .../proceedings/{p}/tracking/workingday?date=: why no deadline can fall on the day, or null. */
export const workingDayQuery = z.object({
  date: z.string({ error: messages.required }).refine((value) => dateProblem(value) === null, messages.date),
});

export interface WorkingDayCheck {
  date: string;
  /** "Easter Monday", "Saturday", "court vacation (August)"; null on a working day. */
  nonWorking: string | null;
  /** The next working day when the day is not one. */
  nextWorkingDay: string;
}

/** The steps the proposal changes, applied to a list: the accepted positions take their proposal. */
export function applyProposals(
  steps: readonly StepFields[],
  accepted: readonly ProposedDeadline[],
): StepFields[] {
  const byPosition = new Map(accepted.map((proposal) => [proposal.position, proposal]));
  return steps.map((step, position) => {
    const proposal = byPosition.get(position);
    return proposal
      ? { ...step, deadline: proposal.deadline, estimateDeadline: proposal.estimateDeadline }
      : step;
  });
}
