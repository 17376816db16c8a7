// The server modules' conventions (docs/architecture.md "Server modules"), checked on every non-test
// file under modules/. A file's part is its name's last word: `routes.ts` or `<topic>-routes.ts`
// registers routes, `queries.ts`/`*-queries.ts` reads, `service.ts`/`*-service.ts` writes. So:
// - routes are registered in routes files only, and a routes file takes from another module only its
//   service files and its policy.ts (no module imports another's routes);
// - SQL (drizzle's builders on the database handle, the `sql` template) stands in queries and
//   service files only, and writes (INSERT, UPDATE, DELETE, the shared write helpers) and
//   transactions in service files only.
// Imports come from esbuild's import graph (value imports, resolved as the build resolves them). SQL
// and writes are found in each file's code as esbuild prints it: without types and comments, every
// call chain on one line, so `tx\n  .delete(table)` reads `tx.delete(table)` and a pattern can name
// the call. The database handle is `db` or `tx` (or `x.db`) throughout the server.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { build, transform } from "esbuild";
import { describe, expect, it } from "vitest";

const sourceDir = import.meta.dirname;
const modulesDir = path.join(sourceDir, "modules");

/** Every non-test source file under modules/, as "<module>/<file>.ts". */
const moduleFiles = readdirSync(modulesDir, { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
  .sort();

type Part = "routes" | "queries" | "service" | "policy";
const moduleOf = (file: string) => file.split("/")[0] ?? "";
const isA = (part: Part, file: string) => {
  const name = path.basename(file, ".ts");
  return name === part || name.endsWith(`-${part}`);
};

/** Why `from` may not import `to` (both "<module>/<file>.ts"), or null. */
function importProblem(from: string, to: string): string | null {
  if (moduleOf(from) === moduleOf(to)) return null;
  if (isA("routes", to)) return "another module's routes are registered by app.ts only";
  if (!isA("routes", from) || isA("service", to) || isA("policy", to)) return null;
  return "a routes file takes from another module only its service files and policy.ts";
}

const handle = String.raw`(?:(?<![\w$.])(?:db|tx)|\.db)`;
const sqlCall = new RegExp(
  String.raw`${handle}\.(?:select|selectDistinct|selectDistinctOn|insert|update|delete|execute|transaction|\$count)\(` +
    String.raw`|(?<![\w$.])sql(?:\x60|\.(?:raw|join|identifier|param|placeholder|empty)\()`,
);
/** The shared helpers that write or open a transaction (each must exist: see the test below). */
const writeHelpers = [
  "insertOne",
  "versionedUpdate",
  "auditedUpdate",
  "advanceListVersion",
  "recordAudit",
  "queueMail",
  "transactionWithJobs",
  "writeOnProceeding",
  "writeOnProceedingWithJobs",
];
const writeCall = new RegExp(
  String.raw`${handle}\.(?:insert|update|delete|transaction)\(` +
    String.raw`|(?<![\w$.])(?:${writeHelpers.join("|")})\(` +
    String.raw`|\b(?:insert\s+into|delete\s+from|update\s+\S+\s+set)\b`,
  "i",
);
const routeRegistration =
  /\.withTypeProvider\(|(?<![\w$.])(?:app|api)\.(?:get|post|put|patch|delete|route)\(/;

/** What `code` (a file's code as esbuild prints it) does that `file` may not. */
function codeProblems(file: string, code: string): string[] {
  const problems: string[] = [];
  if (!isA("routes", file) && routeRegistration.test(code)) problems.push("routes outside a routes file");
  if (!isA("queries", file) && !isA("service", file) && sqlCall.test(code))
    problems.push("SQL outside the queries and service files");
  if (!isA("service", file) && writeCall.test(code))
    problems.push("a write or transaction outside a service file");
  return problems;
}

const printed = async (source: string) =>
  (await transform(source, { loader: "ts", minifyWhitespace: true })).code;

/** Every value import between module files, as [from, to]. */
async function moduleImports(): Promise<[string, string][]> {
  const { metafile } = await build({
    absWorkingDir: modulesDir,
    entryPoints: moduleFiles,
    bundle: true,
    write: false,
    metafile: true,
    packages: "external",
    platform: "node",
    format: "esm",
    outdir: "unused",
    logLevel: "silent",
  });
  return Object.entries(metafile.inputs)
    .filter(([file]) => !file.startsWith(".."))
    .flatMap(([file, input]) =>
      input.imports
        .filter((imported) => !imported.external && !imported.path.startsWith(".."))
        .map((imported): [string, string] => [file, imported.path]),
    );
}

describe("server module structure", () => {
  it("reads the modules and their imports", async () => {
    expect(moduleFiles.length).toBeGreaterThan(100);
    expect(await moduleImports()).toContainEqual(["claimants/routes.ts", "proceedings/service.ts"]);
  });

  it("holds for every import between module files", async () => {
    const problems = (await moduleImports()).flatMap(([from, to]) => {
      const problem = importProblem(from, to);
      return problem ? [`${from} imports ${to}: ${problem}`] : [];
    });
    expect(problems).toEqual([]);
  });

  it("finds routes, SQL and writes only where the conventions put them", async () => {
    const problems: string[] = [];
    for (const file of moduleFiles) {
      const code = await printed(readFileSync(path.join(modulesDir, file), "utf8"));
      for (const problem of codeProblems(file, code)) problems.push(`${file}: ${problem}`);
    }
    expect(problems).toEqual([]);
  });

  it("lets routes take another module's service and policy, and any file its own module's parts", () => {
    expect(importProblem("trucks/routes.ts", "proceedings/service.ts")).toBeNull();
    expect(importProblem("comments/routes.ts", "work-packages/policy.ts")).toBeNull();
    expect(importProblem("notifications/routes.ts", "connect/token-service.ts")).toBeNull();
    expect(importProblem("trackings/routes.ts", "trackings/queries.ts")).toBeNull();
    expect(importProblem("trackings/service.ts", "step-documents/queries.ts")).toBeNull();
  });

  it("refuses routes reading another module's internals, and anyone importing another's routes", () => {
    expect(importProblem("comments/routes.ts", "activities/queries.ts")).toMatch(/only its service/);
    expect(importProblem("deadlines/proposal-routes.ts", "proceedings/presenter.ts")).toMatch(
      /only its service/,
    );
    expect(importProblem("trucks/service.ts", "proceedings/routes.ts")).toMatch(/by app.ts only/);
  });

  it("sees SQL and writes through the printer's formatting, types and comments", async () => {
    const query = await printed(
      "const rows = await db\n  .select({ n: sql<number>`count(*)` })\n  .from(t);",
    );
    const write = await printed("await tx\n  // gone\n  .delete(table)\n  .where(eq(table.id, id));");
    const rawWrite = await printed(`await tx.execute(sql\`\n  update \${table} set done = true\`);`);
    const helper = await printed("const row = await insertOne(tx, table, values);");
    const routes = await printed('api.get("/x", { config: { access: "signedIn" } }, async () => 1);');
    expect(codeProblems("a/queries.ts", query)).toEqual([]);
    expect(codeProblems("a/presenter.ts", query)).toEqual(["SQL outside the queries and service files"]);
    for (const code of [write, rawWrite, helper]) {
      expect(codeProblems("a/service.ts", code)).toEqual([]);
      expect(codeProblems("a/queries.ts", code)).toEqual(["a write or transaction outside a service file"]);
    }
    expect(codeProblems("a/copy-service.ts", write)).toEqual([]);
    expect(codeProblems("a/lookups.ts", routes)).toEqual(["routes outside a routes file"]);
    expect(codeProblems("a/presenter.ts", await printed("keys.delete(db); hash.update(text);"))).toEqual([]);
  });

  it("names write helpers the server has", () => {
    const sources = readdirSync(sourceDir, { recursive: true, encoding: "utf8" })
      .filter((file) => file.endsWith(".ts") && !file.endsWith(".test.ts"))
      .map((file) => readFileSync(path.join(sourceDir, file), "utf8"))
      .join("\n");
    for (const helper of writeHelpers)
      expect(sources, helper).toMatch(new RegExp(String.raw`export (async )?(function|const) ${helper}\b`));
  });
});
