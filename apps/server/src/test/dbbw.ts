// The usual frame of a dbbw/ API test file: its own app, one signed-in user, a `call` acting as
// that user (or as another cookie), and a matter on which that user is the matter ADMIN.
import { afterAll, beforeAll } from "vitest";
import type { users } from "../db/schema/users";
import { callApi, type Method } from "./api";
import { addParticipation, createMatter, createUser, sessionCookie } from "./factories";
import { createTestApp, type TestApp } from "./harness";

export function dbbwTestFile(overrides: Partial<typeof users.$inferInsert> = {}) {
  const state = {} as { t: TestApp; user: typeof users.$inferSelect; cookie: string };
  beforeAll(async () => {
    state.t = await createTestApp();
    state.user = await createUser(state.t.database.db, overrides);
    state.cookie = await sessionCookie(state.t.database.db, state.user.id);
  });
  afterAll(() => state.t.close());
  const db = () => state.t.database.db;
  return {
    state,
    db,
    call: (method: Method, path: string, payload?: unknown, cookie = state.cookie) =>
      callApi(state.t, method, `dbbw/${path}`, { cookie, payload }),
    /** A fresh matter with the file's user on it as the matter ADMIN. */
    adminMatter: async () => {
      const matter = await createMatter(db());
      const participation = await addParticipation(db(), matter.id, state.user.id, "ADMIN");
      return { matter, participation };
    },
  };
}
