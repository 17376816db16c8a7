// Issue 28 "Privacy": every answer that holds a person (an object with id, firstName and lastName)
// carries the person's e-mail address only for a caller holding READ on the matter's participants
// (DECISIONS: ADMIN, DB_LAWYER, DB_EXTERNAL); every other role sees names only (SPEC 7.7).
import { participationRoles } from "@litfolio/shared/permissions";
import { describe, expect, it } from "vitest";
import { insertOne } from "../db/insert-one";
import { workPackageApprovals, workPackageModifications } from "../db/schema/work-packages";
import { dbbwTestFile } from "../test/dbbw";
import {
  createActivity,
  createCategory,
  createComment,
  createTrackedProceeding,
  createWorkPackage,
  signedInParticipant,
} from "../test/factories";
import { permissionMatrix } from "./matrix";

const { db, call, state, adminMatter } = dbbwTestFile();

/** Every person in an answer, however deep. */
function peopleIn(value: unknown): Record<string, unknown>[] {
  if (Array.isArray(value)) return value.flatMap(peopleIn);
  if (value === null || typeof value !== "object") return [];
  const object = value as Record<string, unknown>;
  const self = "id" in object && "firstName" in object && "lastName" in object ? [object] : [];
  return [...self, ...Object.values(object).flatMap(peopleIn)];
}

/** A matter whose work package and activity name the file's user in every person field. */
async function matterWithPeople() {
  const { matter } = await adminMatter();
  const me = state.user.id;
  const nld = await createCategory(db(), matter.id, { code: "NLD", name: "Netherlands" });
  const { tracking, steps } = await createTrackedProceeding(db(), matter.id, nld.id, [{ position: 0 }]);
  const activity = await createActivity(db(), matter.id, tracking.id, steps[0]?.id ?? null, {
    createdBy: me,
    responsibleId: me,
  });
  await createComment(db(), activity.id, me);
  const created = new Date("2026-01-01T10:00:00Z");
  const workPackage = await createWorkPackage(db(), matter.id, {
    createdBy: me,
    assigneeId: me,
    lastModifiedBy: me,
    createdAt: created,
    updatedAt: new Date("2026-01-02T10:00:00Z"),
  });
  await insertOne(db(), workPackageModifications, {
    workPackageId: workPackage.id,
    modifiedBy: me,
    changes: [],
  });
  await insertOne(db(), workPackageApprovals, {
    workPackageId: workPackage.id,
    status: "NOT_APPROVED",
    comments: "Too expensive",
    createdBy: me,
  });
  const packagePath = `matters/${matter.id}/workpackage/${workPackage.number}`;
  return {
    matter,
    nld,
    /** The answers holding people; `namesOnly`: never an e-mail address (comments show authors by name). */
    answers: [
      { path: `matters/${matter.id}/assignees` },
      { path: `matters/${matter.id}/workpackage/assignees` },
      { path: `matters/${matter.id}/workpackage` },
      { path: packagePath },
      { path: `${packagePath}/approval` },
      { path: `${packagePath}/timeline` },
      { path: `activities?matterId=${matter.id}` },
      { path: `activities/search?trackingId=${tracking.id}` },
      { path: `activities/tracking/${tracking.id}` },
      { path: `activities/${activity.id}` },
      { path: `activities/${activity.id}/comments`, namesOnly: true },
    ],
  };
}

describe("e-mail addresses in answers that hold a person", () => {
  it("come only to the roles holding READ on the participants", async () => {
    const seeing = participationRoles.filter((role) =>
      permissionMatrix.participants.roles[role].verbs.includes("READ"),
    );
    expect(seeing).toEqual(["ADMIN", "DB_LAWYER", "DB_EXTERNAL"]);
    const { matter, nld, answers } = await matterWithPeople();
    for (const role of participationRoles) {
      const { cookie } = await signedInParticipant(db(), matter.id, role, [nld.id]);
      let people = 0;
      for (const { path, namesOnly } of answers) {
        const response = await call("GET", path, undefined, cookie);
        if (response.statusCode !== 200) continue; // what the role may not read at all
        const withEmail = seeing.includes(role) && !namesOnly;
        for (const person of peopleIn(response.json())) {
          people += 1;
          expect("emailAddress" in person, `${role} GET ${path}`).toBe(withEmail);
          if (withEmail && person.id === state.user.id)
            expect(person.emailAddress).toBe(state.user.emailAddress);
        }
      }
      expect(people, role).toBeGreaterThan(0);
    }
  });
});
