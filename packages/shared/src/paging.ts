// Paging and sorting query parameters (SPEC 7: page zero-based, size, sort={field},asc|desc).
import { z } from "zod";
import { digitsText } from "./rules";

export const pageSizes = [15, 50, 100] as const;
export const defaultPageSize = 15;
export const maxPageSize = 100;

export const sortParam = (fields: readonly [string, ...string[]]) =>
  z
    .string()
    .regex(
      new RegExp(`^(${fields.join("|")}),(asc|desc)$`),
      `Sort by one of ${fields.join(", ")} with asc or desc`,
    )
    .optional();

export const pagingQuery = {
  page: digitsText(0, 1_000_000).default(0),
  size: digitsText(1, maxPageSize).default(defaultPageSize),
};

/** A `true`/`false` query flag; absent means false. */
export const flagParam = z
  .enum(["true", "false"], { error: "Write true or false" })
  .optional()
  .transform((value) => value === "true");

export interface ListEnvelope<T> {
  items: T[];
  totalElements: number;
  permissions: string[];
}

/**
 * A comma-separated list of catalogue keys in a query (`statuses=ONGOING,ON_HOLD`), each once;
 * unknown keys are refused. Absent -> `absent`; present but empty -> every key.
 */
export const keyListParam = <K extends string>(keys: readonly K[], absent: readonly K[], what = "status") =>
  z
    .string()
    .max(500)
    .optional()
    .transform((text, context): K[] => {
      if (text === undefined) return [...absent];
      const named = text
        .split(",")
        .map((key) => key.trim())
        .filter(Boolean);
      const unknown = named.filter((key) => !(keys as readonly string[]).includes(key));
      if (unknown.length > 0) {
        context.addIssue({ code: "custom", message: `Unknown ${what} ${unknown.join(", ")}` });
        return z.NEVER;
      }
      return named.length > 0 ? [...new Set(named as K[])] : [...keys];
    });
