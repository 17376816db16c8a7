// Dates are typed DD-MM-YYYY (SPEC 5.1, 9) and sent YYYY-MM-DD. A form keeps a whole date as the
// API's YYYY-MM-DD, which the shared isoDate rule checks ("Enter a valid date" for 31-02-2019); a
// partial text stays as typed until it is whole, and is refused if the form is saved like that.

const TYPED_DATE = /^\s*(\d{1,2})[-./](\d{1,2})[-./](\d{4})\s*$/;
const API_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "1-3-2019" -> "2019-03-01"; anything else as typed. */
export function dateFromTyped(typed: string): string {
  const match = TYPED_DATE.exec(typed);
  if (!match) return typed;
  const [, day = "", month = "", year = ""] = match;
  return `${year}-${month.padStart(2, "0")}-${day.padStart(2, "0")}`;
}

/** "2019-03-01" -> "01-03-2019"; a text that is no API date as it is. */
export function dateToTyped(stored: string): string {
  const match = API_DATE.exec(stored);
  if (!match) return stored;
  const [, year, month, day] = match;
  return `${day}-${month}-${year}`;
}
