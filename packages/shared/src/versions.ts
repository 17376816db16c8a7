// Optimistic locking (docs/architecture.md "Optimistic locking"): every update names the version its
// editor read, and the server refuses a stale one with 409, so no save silently overwrites another.
// Create bodies carry no version; an update body is its create body plus the version.
import { z } from "zod";
import { messages } from "./messages";
import type { ListEnvelope } from "./paging";
import { storedInteger } from "./rules";

/**
 * The version the editor read: required on every update, within its integer column. Versions start
 * at 1; 0 was never handed out and answers 409 like any stale one.
 */
export const version = storedInteger(messages.versionRequired, 0);

/** Of a row its first save creates (granted costs, a proceeding's defendant): null until then. */
export const versionOrUnsaved = version.nullable();

/** The update body of a create body: the same fields (and rules) plus the version read. */
export const withVersion = <Shape extends z.ZodRawShape>(body: z.ZodObject<Shape>) =>
  body.extend({ version });

/** PUT of a whole list: its rows in their order and the list's version, as GET answered it. */
export const versionedList = <Row extends z.ZodType>(items: z.ZodArray<Row>) =>
  z.object({ items, version }, { error: messages.required });

/** GET of a list saved as a whole: its version goes back with the next PUT. */
export interface VersionedList<T> extends ListEnvelope<T> {
  version: number;
}
