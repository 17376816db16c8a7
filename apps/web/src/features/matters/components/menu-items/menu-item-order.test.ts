import type { MenuItem } from "@litfolio/shared/matters";
import { describe, expect, it } from "vitest";
import { filterMenuItems, moveItem, orderBody } from "./menu-item-order";

const item = (id: number, name: string, url = `https://example.com/${name}`): MenuItem => ({
  id,
  name,
  url,
  order_item: id,
});
const list = [item(1, "Alpha"), item(2, "Beta"), item(3, "Gamma")];
const ids = (items: readonly { id: number }[]) => items.map((each) => each.id);

describe("moving a menu item", () => {
  it("swaps the item with its neighbour above or below", () => {
    expect(ids(moveItem(list, 3, -1))).toEqual([1, 3, 2]);
    expect(ids(moveItem(moveItem(list, 3, -1), 3, -1))).toEqual([3, 1, 2]);
    expect(ids(moveItem(list, 1, 1))).toEqual([2, 1, 3]);
  });

  it("leaves the list as it is at either end or for an unknown item, and never changes its input", () => {
    expect(ids(moveItem(list, 1, -1))).toEqual([1, 2, 3]);
    expect(ids(moveItem(list, 3, 1))).toEqual([1, 2, 3]);
    expect(ids(moveItem(list, 99, -1))).toEqual([1, 2, 3]);
    expect(ids(list)).toEqual([1, 2, 3]);
  });
});

describe("saving the order", () => {
  it("sends every item's id, name and url in the order shown, with the version it builds on", () => {
    expect(orderBody(moveItem(list, 2, -1), 5)).toEqual({
      items: [
        { id: 2, name: "Beta", url: "https://example.com/Beta" },
        { id: 1, name: "Alpha", url: "https://example.com/Alpha" },
        { id: 3, name: "Gamma", url: "https://example.com/Gamma" },
      ],
      version: 5,
    });
  });
});

describe("searching menu items", () => {
  it("matches the name or the url in any letter case, and an empty search keeps all", () => {
    const links = [
      item(1, "Connect workspace", "https://connect.example.com"),
      item(2, "EC decision", "ec.europa.eu"),
    ];
    expect(ids(filterMenuItems(links, "  connect "))).toEqual([1]);
    expect(ids(filterMenuItems(links, "EUROPA"))).toEqual([2]);
    expect(ids(filterMenuItems(links, " "))).toEqual([1, 2]);
    expect(filterMenuItems(links, "nothing")).toEqual([]);
  });
});
