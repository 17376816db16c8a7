// Recognising database refusals that are the caller's fault rather than ours, and logging the others
// without the values they were given.
import { DrizzleQueryError } from "drizzle-orm/errors";

/** PostgreSQL's unique_violation, whether thrown by pg, PGlite, or wrapped by drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === "23505") return true;
  }
  return false;
}

/** The name of the unique index a unique_violation broke, when the driver tells it. */
export function violatedConstraint(error: unknown): string | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === "23505" && typeof constraint === "string") return constraint;
  }
  return undefined;
}

/** Double-quoted parts of a database message: identifiers, but also the values PostgreSQL quotes. */
const quoted = /"[^"]*"/g;

/** A stack trace without its first line, which repeats the message. */
const framesOf = (error: Error) =>
  (error.stack ?? "")
    .split("\n")
    .filter((line) => line.trimStart().startsWith("at "))
    .join("\n");

/** pg's and PGlite's error for a refused statement: PostgreSQL's severity and SQLSTATE code. */
const isDriverError = (error: Error) => {
  const { severity, code } = error as { severity?: unknown; code?: unknown };
  return typeof severity === "string" && typeof code === "string";
};

/**
 * What the log keeps of a failed query (a driver's error, maybe inside drizzle's DrizzleQueryError):
 * the SQL text, the SQLSTATE code, the message with quoted values masked, and the table, column and
 * constraint. Never the parameters (drizzle's message and `params`, PGlite's `params`), nor the
 * driver's `detail` and `where`, which quote row values: they hold personal data. Undefined for
 * any other error.
 */
export function failedQueryForLog(error: unknown) {
  let sqlText: string | undefined;
  let cause: Error | undefined;
  for (let current = error; current instanceof Error; current = current.cause) {
    if (current instanceof DrizzleQueryError) sqlText ??= current.query;
    else if (sqlText !== undefined || isDriverError(current)) cause ??= current;
  }
  if (sqlText === undefined && cause === undefined) return undefined;
  const { code, table, column, constraint, query } = (cause ?? {}) as Record<string, unknown>;
  return {
    sql: sqlText ?? query,
    code,
    message: cause?.message.replace(quoted, '"…"'),
    table,
    column,
    constraint,
    stack: framesOf(error as Error),
  };
}
