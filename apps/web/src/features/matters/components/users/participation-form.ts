// The participant form's values and what it sends (SPEC 5.3, DECISIONS "Roles and permissions"): the
// form keeps the chosen categories while another role is picked, but only a local counsel role sends
// them; an edit sends role, categories and the version it loaded, never the user.
import type {
  ParticipantLookup,
  ParticipantUser,
  Participation,
  ParticipationBody,
  ParticipationUpdateBody,
} from "@litfolio/shared/matters";
import { isLocalCounselRole, type ParticipationRole } from "@litfolio/shared/permissions";
import type { DefaultValues } from "react-hook-form";

/** The form's values: the shared schema's input (role and categories by key and id). */
export type ParticipationFormValues = ParticipationBody;

/** No role yet: the schema answers "This field is required" until one is chosen. */
export const emptyParticipation: DefaultValues<ParticipationFormValues> = {
  user: { emailAddress: "", firstName: "", lastName: "" },
  categories: [],
};

export function participationFormValues(participation: Participation): ParticipationFormValues {
  const { user, role, categories } = participation;
  return {
    id: participation.id,
    user: { emailAddress: user.emailAddress, firstName: user.firstName, lastName: user.lastName },
    role: { key: role.key },
    categories: categories.map((category) => ({ id: category.id })),
  };
}

const categoriesOfRole = (role: ParticipationRole, categories: ParticipationFormValues["categories"]) =>
  isLocalCounselRole(role) ? (categories ?? []).map(({ id }) => ({ id })) : [];

/** POST body: the user, the role, and the categories when the role is a local counsel role. */
export function participationCreateRequest(values: ParticipationFormValues): ParticipationBody {
  return {
    user: values.user,
    role: { key: values.role.key },
    categories: categoriesOfRole(values.role.key, values.categories),
  };
}

/** PUT body of the participation the form loaded. */
export function participationUpdateRequest(
  participation: Pick<Participation, "id" | "version">,
  values: ParticipationFormValues,
): ParticipationUpdateBody {
  return {
    id: participation.id,
    role: { key: values.role.key },
    categories: categoriesOfRole(values.role.key, values.categories),
    version: participation.version,
  };
}

/** The platform user the lookup found (on the matter or not): their names are theirs, not typed. */
export const knownUserOf = (lookup: ParticipantLookup | undefined): ParticipantUser | null =>
  lookup && lookup.match !== "NEW" ? lookup.user : null;
