// The web app's layering (docs/architecture.md "The boundary rule"), checked on every relative
// import under src/: a feature's pages/ folder is its public surface and everything else in it is
// internal; what several features need lives in lib/ or components/, which know no feature; app/
// (router, shell) sits on top and nothing else imports it.
import { describe, expect, it } from "vitest";

const sources = import.meta.glob<string>("/src/**/*.{ts,tsx}", {
  query: "?raw",
  import: "default",
  eager: true,
});

type Area =
  | { kind: "feature"; feature: string; pages: boolean }
  | { kind: "app" | "lib" | "components" | "other" };

function areaOf(path: string): Area {
  const [, top, feature, folder] = path.split("/").slice(1);
  if (top === "features" && feature) return { kind: "feature", feature, pages: folder === "pages" };
  if (top === "app" || top === "lib" || top === "components") return { kind: top };
  return { kind: "other" };
}

/** Why `from` may not import `to` (paths from the web app's root, e.g. /src/lib/api), or null. */
function boundaryProblem(from: string, to: string): string | null {
  const source = areaOf(from);
  const target = areaOf(to);
  if (target.kind === "app" && source.kind !== "app") return "app/ is imported only inside app/";
  if (target.kind !== "feature") return null;
  if (source.kind === "lib" || source.kind === "components")
    return `${source.kind}/ is shared by the features and imports none of them`;
  if (source.kind === "feature" && source.feature === target.feature) return null;
  if (!target.pages) return `the internals of features/${target.feature} are imported only by that feature`;
  const isOtherFeaturesPage = source.kind === "feature" && source.pages;
  if (source.kind !== "app" && !isOtherFeaturesPage)
    return `features/${target.feature}/pages is imported only by app/ and other features' pages`;
  return null;
}

// Static imports and re-exports (`from "…"`), side-effect imports and lazy `import("…")`.
const importPattern = /(?:\bfrom|\bimport)\s*\(?\s*["'](\.{1,2}\/[^"']*)["']/g;

const resolve = (file: string, specifier: string) => new URL(specifier, `file://${file}`).pathname;

function boundaryViolations(): string[] {
  return Object.entries(sources).flatMap(([file, text]) =>
    [...text.matchAll(importPattern)].flatMap(([, specifier = ""]) => {
      const problem = boundaryProblem(file, resolve(file, specifier));
      return problem ? [`${file} imports ${specifier}: ${problem}`] : [];
    }),
  );
}

describe("feature boundaries", () => {
  it("reads the web app's sources", () => {
    expect(Object.keys(sources).length).toBeGreaterThan(100);
    expect(sources["/src/app/router.tsx"]).toContain("features/");
  });

  it("holds for every relative import under src/", () => {
    expect(boundaryViolations()).toEqual([]);
  });

  it("lets a feature's pages compose another feature's pages, and the router import any page", () => {
    expect(boundaryProblem("/src/features/a/pages/A.tsx", "/src/features/b/pages/B")).toBeNull();
    expect(boundaryProblem("/src/app/router.tsx", "/src/features/b/pages/B")).toBeNull();
    expect(boundaryProblem("/src/features/b/components/X.tsx", "/src/features/b/api/useY")).toBeNull();
    expect(boundaryProblem("/src/features/b/api/useY.ts", "/src/lib/api")).toBeNull();
  });

  it("refuses another feature's internals, pages used outside pages, and imports into app/", () => {
    expect(boundaryProblem("/src/features/a/pages/A.tsx", "/src/features/b/api/useY")).toMatch(
      /internals of features\/b/,
    );
    expect(boundaryProblem("/src/app/shell/TopBar.tsx", "/src/features/b/components/X")).toMatch(
      /internals of features\/b/,
    );
    expect(boundaryProblem("/src/features/a/components/X.tsx", "/src/features/b/pages/B")).toMatch(
      /only by app\/ and other features' pages/,
    );
    expect(boundaryProblem("/src/lib/x.ts", "/src/features/b/pages/B")).toMatch(/imports none of them/);
    expect(boundaryProblem("/src/components/X.tsx", "/src/features/b/api/useY")).toMatch(
      /imports none of them/,
    );
    expect(boundaryProblem("/src/features/a/pages/A.tsx", "/src/app/shell/NotFoundPage")).toMatch(
      /only inside app/,
    );
  });
});
