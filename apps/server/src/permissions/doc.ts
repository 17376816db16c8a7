// docs/permissions.md, rendered from the matrix. `npm run docs` writes it; a test fails
// when the committed file differs from what the table says.
import { participationRoleLabels, participationRoles, type Verb } from "@litfolio/shared/permissions";
import { type Grant, permissionMatrix, resources } from "./matrix";

const letterOf: Record<Verb, string> = {
  CREATE: "C",
  READ: "R",
  WRITE: "W",
  DELETE: "D",
  UPLOAD: "U",
  ADMIN: "A",
};
const letterOrder: Verb[] = ["CREATE", "READ", "WRITE", "DELETE", "UPLOAD", "ADMIN"];

const letters = (verbs: readonly Verb[]) =>
  letterOrder
    .filter((verb) => verbs.includes(verb))
    .map((verb) => letterOf[verb])
    .join("");

function cell(grant: Grant, signedIn: readonly Verb[]): string {
  const all = letters([...signedIn, ...grant.verbs]);
  const own = letters(grant.own);
  if (!all && !own) return "–";
  if (!own) return all;
  return all ? `${all} + ${own} own` : `${own} own`;
}

export function renderPermissionsDoc(): string {
  const header = `| resource | ${participationRoles.join(" | ")} |`;
  const divider = `|---|${participationRoles.map(() => "---").join("|")}|`;
  const rows = resources.map((resource) => {
    const rule = permissionMatrix[resource];
    const title = `${rule.title}${rule.scoped ? " (scoped)" : ""} \`${resource}\``;
    return `| ${title} | ${participationRoles.map((role) => cell(rule.roles[role], rule.signedIn)).join(" | ")} |`;
  });
  const notes = resources.flatMap((resource) => {
    const rule = permissionMatrix[resource];
    return rule.notes.map((note) => `- **${rule.title}**: ${note}`);
  });
  const roles = participationRoles.map((role) => `\`${role}\` ${participationRoleLabels[role]}`).join(", ");
  return `# Permissions

<!-- Generated from apps/server/src/permissions/matrix.ts by \`npm run docs\`. Do not edit. -->

The server computes every object's \`permissions\` array with \`abilities(caller, resource, object)\`
(apps/server/src/permissions/abilities.ts) from this table; routes enforce with the same function,
so what the array says is what the API allows. The web app only reads the array.

- **SYSTEM_ADMIN** (security role) holds every verb on every resource of every matter, participant
  or not, and alone holds CREATE on the matter list and DELETE on a matter.
- Anyone else holds, on a matter, what the table grants their participation role there, and
  nothing on a matter they do not take part in. Deny by default.
- Verbs: C CREATE, R READ, W WRITE, D DELETE, U UPLOAD, A ADMIN. "own" = only on objects created by
  or assigned to the caller. "scoped" = local counsel roles hold the verbs only on objects whose
  jurisdiction or workstream is among their participation's categories; list queries filter by them.
- READ decides visibility: what a caller cannot READ is left out of lists and answers 404
  NOT_FOUND when asked for directly; what they can read but not change answers 403 FORBIDDEN.
- Participation roles: ${roles}.

${header}
${divider}
${rows.join("\n")}

## Notes

${notes.join("\n")}
`;
}
