// Every answer that holds a person (a creator, an assignee, an editor, an approver) presents them
// here, so one rule decides who sees e-mail addresses: callers holding READ on the matter's
// participants (the users tab of DECISIONS "Roles and permissions"). Everyone else sees names only
// (SPEC 7.7 "assignees with firstName and lastName"; issue 28).
import type { Person } from "@litfolio/shared/people";
import type { Verb } from "@litfolio/shared/permissions";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { MatterAccess } from "./access";

/** A user as the queries select them (see `personColumns`). */
export interface PersonRow {
  id: number;
  firstName: string;
  lastName: string;
  emailAddress: string;
}

/** Whether a caller with these verbs on a matter's participants sees its people's e-mail addresses. */
export const seesEmailAddresses = (participantVerbs: readonly Verb[]): boolean =>
  participantVerbs.includes("READ");

/** Whether the caller sees the e-mail addresses of this matter's people. */
export const seesEmailAddressesIn = (access: MatterAccess): boolean =>
  seesEmailAddresses(access.verbs("participants"));

/** The person as answered: the e-mail address only when `withEmail` (see `seesEmailAddresses`). */
export function presentPerson(person: PersonRow, withEmail: boolean): Person;
export function presentPerson(person: PersonRow | null, withEmail: boolean): Person | null;
export function presentPerson(person: PersonRow | null, withEmail: boolean): Person | null {
  if (!person) return null;
  const { id, firstName, lastName, emailAddress } = person;
  return withEmail ? { id, firstName, lastName, emailAddress } : { id, firstName, lastName };
}

/** A person read through a left join (its columns null when there is none), without the e-mail address. */
export const personNamed = (
  id: number | null,
  firstName: string | null,
  lastName: string | null,
): Person | null => (id === null ? null : { id, firstName: firstName ?? "", lastName: lastName ?? "" });

/** The user table or one of its aliases: the columns a query selects for a person. */
interface UserColumns {
  id: AnyPgColumn;
  firstName: AnyPgColumn;
  lastName: AnyPgColumn;
  emailAddress: AnyPgColumn;
}

/** A person's columns in a select, for `presentPerson`. */
export const personColumns = <T extends UserColumns>(table: T) => ({
  id: table.id,
  firstName: table.firstName,
  lastName: table.lastName,
  emailAddress: table.emailAddress,
});
