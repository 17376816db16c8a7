import GavelIcon from "@mui/icons-material/Gavel";
import { describe, expect, it } from "vitest";
import { type MatterMenuEntry, visibleMatterEntries } from "./menu";

const entries: MatterMenuEntry[] = [
  { label: "Overview", path: (id) => `/matters/${id}/overview`, icon: GavelIcon },
  {
    label: "Work Packages",
    path: (id) => `/matters/${id}/workpackage`,
    icon: GavelIcon,
    hiddenFor: ["EXTERNAL_READ_ONLY"],
  },
];

describe("the drawer's matter group", () => {
  it("hides an entry for the participation roles it lists", () => {
    const labels = (role?: Parameters<typeof visibleMatterEntries>[1]) =>
      visibleMatterEntries(entries, role).map((entry) => entry.label);
    expect(labels("EXTERNAL_READ_ONLY")).toEqual(["Overview"]);
    expect(labels("DB_LAWYER")).toEqual(["Overview", "Work Packages"]);
    // A system administrator without a participation sees every entry.
    expect(labels(undefined)).toEqual(["Overview", "Work Packages"]);
  });
});
