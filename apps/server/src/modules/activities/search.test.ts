// The activities list where its plan changed (issue 30): the title search, now served by a trigram
// index (pg_trgm), answers what ILIKE '%text%' answers, with %, _, a backslash, accents and texts
// shorter than a trigram; the sort by a person, now by the person's rank among the users, keeps the
// order by name (any letter case, equal names by activity), nobody last in both directions.
import type { Activity } from "@litfolio/shared/activities";
import { describe, expect, it } from "vitest";
import { dbbwTestFile } from "../../test/dbbw";
import {
  createActivity,
  createCategory,
  createProceeding,
  createTracking,
  createUser,
} from "../../test/factories";

const { db, call, adminMatter } = dbbwTestFile();

async function trackingOfNewMatter() {
  const { matter } = await adminMatter();
  const category = await createCategory(db(), matter.id);
  const proceeding = await createProceeding(db(), matter.id, category.id);
  const { tracking } = await createTracking(db(), matter.id, { proceedingId: proceeding.id });
  return { matter, tracking };
}

const titles = (items: Activity[]) => items.map((item) => item.title);

describe("dbbw/activities: the title search and the sort by a person", () => {
  it("searches titles for the text as typed: %, _ and \\ literally, accents, one or two letters", async () => {
    const { matter, tracking } = await trackingOfNewMatter();
    const texts = [
      "100% of the claim",
      "100 percent",
      "file_name check",
      "filename check",
      "Expertise à Genève",
      "Expertise a Geneve",
      "Back\\slash",
      "ab",
    ];
    for (const [index, title] of texts.entries())
      await createActivity(db(), matter.id, tracking.id, null, { title, dueDate: `2027-01-0${index + 1}` });
    const search = async (text: string) =>
      titles(
        (
          await call(
            "GET",
            `activities/search?statuses=&size=50&matterId=${matter.id}&title=${encodeURIComponent(text)}`,
          )
        ).json().items,
      );
    expect(await search("%")).toEqual(["100% of the claim"]);
    expect(await search("0% OF")).toEqual(["100% of the claim"]);
    expect(await search("_")).toEqual(["file_name check"]);
    expect(await search("e_n")).toEqual(["file_name check"]);
    expect(await search("\\")).toEqual(["Back\\slash"]);
    expect(await search("genève")).toEqual(["Expertise à Genève"]);
    expect(await search("è")).toEqual(["Expertise à Genève"]);
    expect(await search("a g")).toEqual(["Expertise a Geneve"]);
    expect(await search("AB")).toEqual(["ab"]);
    expect(await search("b")).toEqual(["Back\\slash", "ab"]);
    expect(await search("CHECK")).toEqual(["file_name check", "filename check"]);
    expect(await search("nothing like it")).toEqual([]);
  });

  it("sorts by responsible and by creator by last, then first name, equal names by activity, nobody last", async () => {
    const { matter, tracking } = await trackingOfNewMatter();
    const adams = await createUser(db(), { firstName: "zoe", lastName: "adams" });
    const baker = await createUser(db(), { firstName: "Anna", lastName: "Baker" });
    const bakerToo = await createUser(db(), { firstName: "ANNA", lastName: "BAKER" });
    const bakerBen = await createUser(db(), { firstName: "Ben", lastName: "baker" });
    const people = [bakerBen, null, bakerToo, adams, baker, bakerToo];
    for (const [index, person] of people.entries())
      await createActivity(db(), matter.id, tracking.id, null, {
        title: `Activity ${index}`,
        responsibleId: person?.id ?? null,
        createdBy: person?.id ?? null,
      });
    const sorted = async (sort: string) =>
      titles((await call("GET", `activities?statuses=&matterId=${matter.id}&sort=${sort}`)).json().items).map(
        (title) => Number(title.slice("Activity ".length)),
      );
    // adams; Baker, Anna = BAKER, ANNA (by activity); baker, Ben; nobody.
    expect(await sorted("responsible,asc")).toEqual([3, 2, 4, 5, 0, 1]);
    expect(await sorted("createdBy,asc")).toEqual([3, 2, 4, 5, 0, 1]);
    expect(await sorted("responsible,desc")).toEqual([0, 2, 4, 5, 3, 1]);
    expect(await sorted("createdBy,desc")).toEqual([0, 2, 4, 5, 3, 1]);
    const second = (
      await call("GET", `activities?statuses=&matterId=${matter.id}&sort=responsible,asc&size=4&page=1`)
    ).json();
    expect([titles(second.items), second.totalElements]).toEqual([["Activity 0", "Activity 1"], 6]);
  });
});
