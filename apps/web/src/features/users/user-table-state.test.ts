import { describe, expect, it } from "vitest";
import { readUserTableState, userListRequest, writeUserTableState } from "./user-table-state";

describe("users table state in the URL", () => {
  it("reads page, size, sort, search and showDeleted, ignoring what is not allowed", () => {
    const state = readUserTableState(
      new URLSearchParams("lastName=Jansen&page=2&size=50&sort=lastLogin,desc&showDeleted=true&role=x"),
    );
    expect(state).toEqual({
      page: 2,
      size: 50,
      sort: { field: "lastLogin", direction: "desc" },
      showDeleted: true,
      search: { lastName: "Jansen" },
    });
    const odd = readUserTableState(new URLSearchParams("page=-1&size=7&sort=password,asc"), 100);
    expect(odd).toMatchObject({ page: 0, size: 100, sort: null, showDeleted: false });
  });

  it("writes the state back to the same query", () => {
    const query = "firstName=Anna&page=1&size=15&sort=emailAddress%2Casc";
    expect(writeUserTableState(readUserTableState(new URLSearchParams(query))).toString()).toBe(query);
  });

  it("calls the search endpoint only when a search value is set", () => {
    const plain = readUserTableState(new URLSearchParams("size=15"));
    expect(userListRequest(plain).path).toBe("admin/users");
    const searching = readUserTableState(new URLSearchParams("emailAddress=%20anna%20&size=15"));
    expect(userListRequest(searching)).toMatchObject({
      path: "admin/users/search",
      query: { emailAddress: "anna", page: 0, size: 15, showDeleted: false },
    });
  });
});
