// Runs in every browser test file: the state each test leaves its pages in is checked too (a failed
// test is left alone, its own failure says enough).
import { afterEach } from "vitest";
import { checkOpenPages } from "./accessibility-tracker";

afterEach(async ({ task }) => {
  if (task.result?.state !== "fail") await checkOpenPages();
});
