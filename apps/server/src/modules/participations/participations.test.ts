// A matter's users tab through HTTP: list, e-mail lookup, add (new users get an activation mail),
// edit, remove, resend activation; and the assignees and participation-role lookups.
import type { Participation } from "@litfolio/shared/matters";
import { messages } from "@litfolio/shared/messages";
import { isLocalCounselRole, participationRoles } from "@litfolio/shared/permissions";
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { auditLog } from "../../db/schema/audit";
import { participationCategories } from "../../db/schema/matters";
import { users } from "../../db/schema/users";
import { dbbwTestFile } from "../../test/dbbw";
import {
  addParticipation,
  createCategory,
  createMatter,
  createUser,
  sessionCookie,
} from "../../test/factories";
import { waitForMail } from "../../test/harness";

const {
  state,
  db,
  call,
  adminMatter: matterWithAdmin,
} = dbbwTestFile({ firstName: "Mia", lastName: "Matteradmin" });

/** A matter with the file's user as ADMIN, a jurisdiction NLD and a workstream CMP. */
async function adminMatter() {
  const { matter, participation: mine } = await matterWithAdmin();
  const nld = await createCategory(db(), matter.id, { code: "NLD", name: "Netherlands" });
  const cmp = await createCategory(db(), matter.id, { code: "CMP", name: "Competition", type: "workstream" });
  return { matter, mine, nld, cmp };
}

let sequence = 0;
const newPerson = () => {
  sequence += 1;
  return {
    emailAddress: `new.counsel${sequence}@example.com`,
    firstName: "Lotte",
    lastName: `Advocaat${sequence}`,
  };
};

describe("GET dbbw/matters/{id}/participations", () => {
  it("lists participants with user, role, categories and permissions", async () => {
    const { matter, mine, nld, cmp } = await adminMatter();
    const counsel = await createUser(db(), {
      emailAddress: `zz.counsel.${Date.now()}@example.com`,
      active: false,
    });
    const theirs = await addParticipation(db(), matter.id, counsel.id, "LOCAL_COUNSEL", [nld.id, cmp.id]);
    const response = await call("GET", `matters/${matter.id}/participations?sort=emailAddress,desc`);
    expect(response.statusCode).toBe(200);
    const crwd = ["CREATE", "READ", "WRITE", "DELETE"];
    expect(response.json()).toEqual({
      items: [
        {
          id: theirs.id,
          role: { key: "LOCAL_COUNSEL", value: "Local counsel" },
          categories: [
            { id: cmp.id, type: "workstream", code: "CMP", name: "Competition" },
            { id: nld.id, type: "jurisdiction", code: "NLD", name: "Netherlands" },
          ],
          user: {
            id: counsel.id,
            emailAddress: counsel.emailAddress,
            firstName: counsel.firstName,
            lastName: counsel.lastName,
            active: false,
            deleted: false,
          },
          permissions: crwd,
          version: 1,
        },
        expect.objectContaining({
          id: mine.id,
          categories: [],
          role: { key: "ADMIN", value: "Matter administrator" },
        }),
      ],
      totalElements: 2,
      permissions: crwd,
    });
  });

  it("shows a DB_LAWYER the list read-only and hides it from a client (404)", async () => {
    const { matter } = await adminMatter();
    const lawyer = await createUser(db());
    await addParticipation(db(), matter.id, lawyer.id, "DB_LAWYER");
    const client = await createUser(db());
    await addParticipation(db(), matter.id, client.id, "CLIENT_ACTIVE");
    const asLawyer = await call(
      "GET",
      `matters/${matter.id}/participations`,
      undefined,
      await sessionCookie(db(), lawyer.id),
    );
    expect(asLawyer.json().permissions).toEqual(["READ"]);
    expect(asLawyer.json().items.every((p: Participation) => p.permissions.join() === "READ")).toBe(true);
    const asClient = await call(
      "GET",
      `matters/${matter.id}/participations`,
      undefined,
      await sessionCookie(db(), client.id),
    );
    expect(asClient.statusCode).toBe(404);
  });
});

describe("GET dbbw/matters/{id}/participations/search?query={e-mail}", () => {
  it("tells whether the address is on the matter, in the platform, or new", async () => {
    const { matter, mine } = await adminMatter();
    const platformUser = await createUser(db());
    const onMatter = (
      await call(
        "GET",
        `matters/${matter.id}/participations/search?query=${state.user.emailAddress.toUpperCase()}`,
      )
    ).json();
    expect(onMatter).toMatchObject({
      match: "PARTICIPANT",
      message: messages.lookupOnMatter,
      user: { id: state.user.id },
      participation: { id: mine.id },
    });
    const inPlatform = (
      await call("GET", `matters/${matter.id}/participations/search?query=${platformUser.emailAddress}`)
    ).json();
    expect(inPlatform).toMatchObject({
      match: "PLATFORM_USER",
      message: messages.lookupInPlatform,
      user: { id: platformUser.id, firstName: platformUser.firstName },
      participation: null,
    });
    const unknown = (
      await call("GET", `matters/${matter.id}/participations/search?query=nobody@example.com`)
    ).json();
    expect(unknown).toEqual({ match: "NEW", message: messages.lookupNew, user: null, participation: null });
  });

  it.each([
    ["", messages.emailRequired],
    ["nobody@example", messages.emailInvalid],
  ])("refuses the query %j with the e-mail rule's message", async (query, message) => {
    const { matter } = await adminMatter();
    const response = await call("GET", `matters/${matter.id}/participations/search?query=${query}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().subErrors).toContainEqual({ field: "query", message });
  });
});

describe("POST dbbw/matters/{id}/participations", () => {
  it("adds a platform user with a role, audited, without creating an account", async () => {
    const { matter } = await adminMatter();
    const user = await createUser(db());
    const response = await call("POST", `matters/${matter.id}/participations`, {
      user: { emailAddress: user.emailAddress, firstName: "Ignored", lastName: "Ignored" },
      role: { key: "DB_LAWYER" },
      categories: [],
    });
    expect(response.statusCode).toBe(200);
    const created = response.json();
    expect(created).toMatchObject({
      role: { key: "DB_LAWYER", value: "Lawyer" },
      categories: [],
      user: { id: user.id, firstName: user.firstName, active: true },
      version: 1,
    });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "participation"), eq(auditLog.entityId, String(created.id))));
    expect(audit).toMatchObject({ actorId: state.user.id, action: "create" });
  });

  it("creates a new user inactive and mails them an activation link", async () => {
    const { matter, nld } = await adminMatter();
    const person = newPerson();
    const after = state.t.printedMails.length;
    const response = await call("POST", `matters/${matter.id}/participations`, {
      user: { ...person, emailAddress: person.emailAddress.toUpperCase() },
      role: { key: "LOCAL_COUNSEL" },
      categories: [{ id: nld.id }, { id: nld.id }],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      role: { key: "LOCAL_COUNSEL" },
      categories: [{ id: nld.id, code: "NLD" }],
      user: { emailAddress: person.emailAddress, firstName: "Lotte", active: false, deleted: false },
    });
    const [account] = await db().select().from(users).where(eq(users.emailAddress, person.emailAddress));
    expect(account).toMatchObject({ securityRole: "USER", active: false, passwordHash: null });
    const mail = await waitForMail(state.t, person.emailAddress, { after });
    expect(mail.subject).toBe("Litfolio: activate your account");
    expect(mail.text).toContain(`/changepassword/${encodeURIComponent(person.emailAddress)}/`);
  });

  it("refuses someone already on the matter", async () => {
    const { matter } = await adminMatter();
    const response = await call("POST", `matters/${matter.id}/participations`, {
      user: { emailAddress: state.user.emailAddress, firstName: "Mia", lastName: "M" },
      role: { key: "DB_LAWYER" },
    });
    expect(response.json()).toEqual({
      status: 400,
      code: "VALIDATION_FAILED",
      message: messages.participantExists,
      subErrors: [{ field: "user.emailAddress", message: messages.participantExists }],
    });
  });

  it.each([
    [
      { role: { key: "LOCAL_COUNSEL_SUPER_USER" }, categories: [] },
      "categories",
      messages.categoriesRequired,
    ],
    [{ role: { key: "EMPEROR" } }, "role.key", messages.required],
    [{ role: undefined }, "role", messages.required],
    [
      { user: { emailAddress: "x@example.com", firstName: "", lastName: "L" } },
      "user.firstName",
      messages.required,
    ],
    [
      { user: { emailAddress: "x@example", firstName: "F", lastName: "L" } },
      "user.emailAddress",
      messages.emailInvalid,
    ],
  ])("refuses %j with the field's message", async (overrides, field, message) => {
    const { matter } = await adminMatter();
    const response = await call("POST", `matters/${matter.id}/participations`, {
      user: newPerson(),
      role: { key: "DB_LAWYER" },
      ...overrides,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().subErrors).toContainEqual({ field, message });
  });

  it("answers 404 for a category of another matter, and stores nothing", async () => {
    const { matter } = await adminMatter();
    const other = await createMatter(db());
    const foreign = await createCategory(db(), other.id);
    const person = newPerson();
    const response = await call("POST", `matters/${matter.id}/participations`, {
      user: person,
      role: { key: "LOCAL_COUNSEL" },
      categories: [{ id: foreign.id }],
    });
    expect(response.statusCode).toBe(404);
    expect(await db().select().from(users).where(eq(users.emailAddress, person.emailAddress))).toEqual([]);
  });
});

describe("PUT and DELETE dbbw/matters/{id}/participations/{participationId}", () => {
  it("changes the role; leaving a local counsel role clears the categories", async () => {
    const { matter, nld, cmp } = await adminMatter();
    const user = await createUser(db());
    const participation = await addParticipation(db(), matter.id, user.id, "LOCAL_COUNSEL", [nld.id]);
    const path = `matters/${matter.id}/participations/${participation.id}`;
    const toSuper = await call("PUT", path, {
      role: { key: "LOCAL_COUNSEL_SUPER_USER" },
      categories: [{ id: cmp.id }],
      version: 1,
    });
    expect(toSuper.json()).toMatchObject({
      role: { key: "LOCAL_COUNSEL_SUPER_USER" },
      categories: [{ id: cmp.id }],
      version: 2,
    });
    const toClient = await call("PUT", path, {
      role: { key: "CLIENT_ACTIVE" },
      categories: [{ id: cmp.id }],
      version: 2,
    });
    expect(toClient.json()).toMatchObject({ role: { key: "CLIENT_ACTIVE" }, categories: [], version: 3 });
    expect(
      await db()
        .select()
        .from(participationCategories)
        .where(eq(participationCategories.participationId, participation.id)),
    ).toEqual([]);
    const stale = await call("PUT", path, { role: { key: "DB_LAWYER" }, version: 2 });
    expect(stale.statusCode).toBe(409);
  });

  it("answers 404 for a participation of another matter (PUT, DELETE, activation)", async () => {
    const { matter } = await adminMatter();
    const other = await createMatter(db());
    const stranger = await createUser(db());
    const theirs = await addParticipation(db(), other.id, stranger.id, "DB_LAWYER");
    const path = `matters/${matter.id}/participations/${theirs.id}`;
    expect((await call("PUT", path, { role: { key: "ADMIN" }, version: 1 })).statusCode).toBe(404);
    expect((await call("DELETE", path)).statusCode).toBe(404);
    expect((await call("GET", `${path}/activation`)).statusCode).toBe(404);
    expect((await call("DELETE", `matters/${matter.id}/participations/999999`)).statusCode).toBe(404);
  });

  it("removes a participant, audited", async () => {
    const { matter } = await adminMatter();
    const user = await createUser(db());
    const participation = await addParticipation(db(), matter.id, user.id, "CLIENT_READ_ONLY");
    const response = await call("DELETE", `matters/${matter.id}/participations/${participation.id}`);
    expect(response.json()).toEqual({ message: messages.participantRemoved });
    expect((await call("GET", `matters/${matter.id}/participations`)).json().totalElements).toBe(1);
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, "participation"),
          eq(auditLog.entityId, String(participation.id)),
          eq(auditLog.action, "delete"),
        ),
      );
    expect(audit?.changes.role).toEqual({ old: "CLIENT_READ_ONLY", new: null });
  });

  it("resends the activation e-mail", async () => {
    const { matter } = await adminMatter();
    const user = await createUser(db(), { active: false });
    const participation = await addParticipation(db(), matter.id, user.id, "DB_EXTERNAL");
    const after = state.t.printedMails.length;
    const response = await call("GET", `matters/${matter.id}/participations/${participation.id}/activation`);
    expect(response.json()).toEqual({ message: messages.activationSent });
    expect((await waitForMail(state.t, user.emailAddress, { after })).subject).toBe(
      "Litfolio: activate your account",
    );
  });

  it("refuses to resend an activation e-mail to an active user", async () => {
    const { matter } = await adminMatter();
    const user = await createUser(db());
    const participation = await addParticipation(db(), matter.id, user.id, "DB_EXTERNAL");
    const response = await call("GET", `matters/${matter.id}/participations/${participation.id}/activation`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(messages.accountAlreadyActive);
  });
});

describe("lookups", () => {
  it("lists the matter's assignees (not deactivated) for any participant", async () => {
    const { matter } = await adminMatter();
    const client = await createUser(db(), { lastName: "Aardema" });
    await addParticipation(db(), matter.id, client.id, "CLIENT_READ_ONLY");
    const gone = await createUser(db(), { deleted: true });
    await addParticipation(db(), matter.id, gone.id, "DB_LAWYER");
    const response = await call(
      "GET",
      `matters/${matter.id}/assignees`,
      undefined,
      await sessionCookie(db(), client.id),
    );
    expect(response.json()).toEqual({
      items: [
        { id: client.id, firstName: client.firstName, lastName: "Aardema" },
        { id: state.user.id, firstName: "Mia", lastName: "Matteradmin" },
      ],
      totalElements: 2,
      permissions: ["READ"],
    });
  });

  it("answers assignees' e-mail addresses only to callers who may read the participants", async () => {
    const { matter } = await adminMatter();
    const lawyer = await createUser(db(), { lastName: "Bakker" });
    await addParticipation(db(), matter.id, lawyer.id, "DB_LAWYER");
    const withEmail = new Set(["ADMIN", "DB_LAWYER", "DB_EXTERNAL"]);
    for (const role of participationRoles) {
      const caller = await createUser(db());
      const jurisdiction = isLocalCounselRole(role) ? [(await createCategory(db(), matter.id)).id] : [];
      await addParticipation(db(), matter.id, caller.id, role, jurisdiction);
      const response = await call(
        "GET",
        `matters/${matter.id}/assignees`,
        undefined,
        await sessionCookie(db(), caller.id),
      );
      const bakker = response.json().items.find((item: { id: number }) => item.id === lawyer.id);
      expect(bakker, role).toEqual({
        id: lawyer.id,
        firstName: lawyer.firstName,
        lastName: "Bakker",
        ...(withEmail.has(role) ? { emailAddress: lawyer.emailAddress } : {}),
      });
    }
  });

  it("lists the participation roles with their labels", async () => {
    const roles = (await call("GET", "participationroles")).json();
    expect(roles.map((role: { key: string }) => role.key)).toEqual([...participationRoles]);
    expect(roles[3]).toEqual({ key: "LOCAL_COUNSEL", value: "Local counsel" });
    expect((await call("GET", "participationroles", undefined, "")).statusCode).toBe(401);
  });
});
