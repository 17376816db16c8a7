// A person in an answer (a creator, an assignee, an editor): by name, with the e-mail address only
// for callers who may READ the matter's participants (issue 28: SPEC 7.7 gives others names only).

export interface Person {
  id: number;
  firstName: string;
  lastName: string;
  /** Absent unless the caller holds READ on the matter's participants (the users tab). */
  emailAddress?: string;
}
