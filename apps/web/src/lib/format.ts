// Display formats of SPEC 5.1: dates DD-MM-YYYY, timestamps DD-MM-YYYY HH:mm in the browser's time
// zone (the server sends ISO 8601 in UTC), month dates MM-YYYY; dates are sent as YYYY-MM-DD.
// Empty values display as "-".
import dayjs from "dayjs";

export const EMPTY_VALUE = "-";

export const DATE_FORMAT = "DD-MM-YYYY";
export const DATE_TIME_FORMAT = "DD-MM-YYYY HH:mm";
export const MONTH_FORMAT = "MM-YYYY";
export const API_DATE_FORMAT = "YYYY-MM-DD";

type DateInput = string | number | Date | dayjs.Dayjs | null | undefined;

function formatWith(value: DateInput, pattern: string): string {
  if (value === null || value === undefined || value === "") return EMPTY_VALUE;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.format(pattern) : EMPTY_VALUE;
}

export const formatDate = (value: DateInput) => formatWith(value, DATE_FORMAT);
export const formatDateTime = (value: DateInput) => formatWith(value, DATE_TIME_FORMAT);
export const formatMonth = (value: DateInput) => formatWith(value, MONTH_FORMAT);

/**
 * A procedural step's deadline as the API sends it (YYYY-MM-DD, or YYYY-MM when estimated): DD-MM-YYYY
 * or MM-YYYY; "-" without one.
 */
export const formatStepDeadline = (deadline: string | null | undefined) =>
  !deadline ? EMPTY_VALUE : deadline.length === 7 ? formatMonth(`${deadline}-01`) : formatDate(deadline);

/** A calendar date as the API wants it, or null when empty. */
export function toApiDate(value: DateInput): string | null {
  if (value === null || value === undefined || value === "") return null;
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.format(API_DATE_FORMAT) : null;
}

/** True for values a table cell shows as "-". */
export const isEmptyValue = (value: unknown) =>
  value === null || value === undefined || value === "" || (Array.isArray(value) && value.length === 0);

/** A person as lists and details show them: "First Last", or "-" when there is none. */
export const personName = (person: { firstName: string; lastName: string } | null) =>
  person ? `${person.firstName} ${person.lastName}` : EMPTY_VALUE;
