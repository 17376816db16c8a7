// How the details tab words a proceeding's people and flags; its cost block reads as
// components/costs/cost-rows.ts words it.

export const yesNo = (value: boolean) => (value ? "Yes" : "No");

/** "Mr. A. de Vries (Amsterdam)". */
export const nameWithPlace = ({ name, location }: { name: string; location: string | null }) =>
  location ? `${name} (${location})` : name;

export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();
