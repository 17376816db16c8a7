import { describe, expect, it } from "vitest";
import { wrappingSpaces } from "./rich-text-html";

describe("wrappingSpaces", () => {
  it.each([
    ["<p>one&nbsp;two</p>", "<p>one two</p>"],
    ["<p>one&nbsp;&nbsp;&nbsp;two</p>", "<p>one &nbsp;&nbsp;two</p>"],
    ["<p>no spaces</p>", "<p>no spaces</p>"],
    ["<p>a&nbsp;<strong>b&nbsp;c</strong></p>", "<p>a <strong>b c</strong></p>"],
    ["<p>&amp;nbsp; stays text</p>", "<p>&amp;nbsp; stays text</p>"],
  ])("%s -> %s", (html, expected) => {
    expect(wrappingSpaces(html)).toBe(expected);
  });
});
