// The script files each route of router.tsx loads, written by the build to
// dist/.vite/route-preloads.json: the server names a route's files in a `Link: rel=modulepreload`
// header on the index.html it serves for that route's URL, so the browser fetches them alongside the
// entry instead of discovering them one import at a time (issue 30), and bench/route-chunks.mjs
// sums them against the targets. A route loads the entry's static imports (index.html preloads
// those already), the modules its `lazy` imports with their static imports and, for a signed-in
// user, the shell's lazy parts it shows at once (src/app/shell: the menu button, and the
// selected-matter loader on a route naming a matter; the drawer loads when first opened).
// The routes come from router.tsx's text (each `path:` with the handle and imports after it), its
// `paths.x` from lib/paths.ts and shared app-paths.ts: the build fails when one cannot be read.
import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

export const ROUTE_PRELOADS_FILE = ".vite/route-preloads.json";

export interface RoutePreloads {
  /** The entry chunk and its static imports. */
  entry: string[];
  routes: { path: string; handle: string; signedOut: boolean; files: string[] }[];
}

interface Chunk {
  fileName: string;
  isEntry: boolean;
  moduleIds: string[];
  imports: string[];
}

const src = path.join(import.meta.dirname, "src");
const read = (file: string) => fs.readFileSync(path.join(src, file), "utf8");
const shared = path.join(import.meta.dirname, "../../packages/shared/src/app-paths.ts");

/** `name: "literal"` members of an object literal's source, and `name: appPaths.other` ones resolved. */
function stringMembers(source: string, inherited: ReadonlyMap<string, string> = new Map()) {
  const members = new Map<string, string>();
  for (const [, name, literal, other] of source.matchAll(/^ {2}(\w+): (?:"([^"]*)"|appPaths\.(\w+)),$/gm)) {
    const value = literal ?? inherited.get(other ?? "");
    if (name && value !== undefined) members.set(name, value);
  }
  return members;
}

/** router.tsx's routes: the path pattern, the handle's name and the modules its `lazy` imports. */
export function routesOfRouter() {
  const paths = stringMembers(read("lib/paths.ts"), stringMembers(fs.readFileSync(shared, "utf8")));
  const signedOut = new Set(
    [...read("app/route-info.ts").matchAll(/^ {2}(\w+): \{[^}]*"NONE"/gm)].map(([, name]) => name),
  );
  return read("app/router.tsx")
    .split(/\bpath: /)
    .slice(1)
    .map((part) => {
      const [, literal, named] = /^(?:"([^"]*)"|paths\.(\w+))/.exec(part) ?? [];
      const routePath = literal ?? paths.get(named ?? "");
      const handle = /handle: routeInfo\.(\w+)/.exec(part)?.[1];
      const imports = [...part.matchAll(/import\("\.\.\/([^"]+)"\)/g)].flatMap(([, module]) => module ?? []);
      if (routePath === undefined || !handle || imports.length === 0)
        throw new Error(`router.tsx: cannot read the route at "path: ${part.slice(0, 40)}"`);
      return { path: routePath, handle, signedOut: signedOut.has(handle), imports };
    });
}

/** Each route's files from the build's chunks. */
export function routePreloads(chunks: readonly Chunk[]): RoutePreloads {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  /** The chunk holding a module of src/, named without its extension. */
  const chunkOf = (module: string) => {
    const wanted = path.join(src, module);
    const chunk = chunks.find((candidate) =>
      candidate.moduleIds.some((id) => id.replace(/\.tsx?$/, "") === wanted),
    );
    if (!chunk) throw new Error(`no chunk holds src/${module}: was it renamed?`);
    return chunk.fileName;
  };
  const closure = (roots: readonly string[]) => {
    const files = new Set<string>();
    const add = (file: string) => {
      if (files.has(file)) return;
      files.add(file);
      for (const imported of byName.get(file)?.imports ?? []) add(imported);
    };
    roots.forEach(add);
    return files;
  };
  const entryChunk = chunks.find((chunk) => chunk.isEntry);
  if (!entryChunk) throw new Error("the build has no entry chunk");
  const entry = closure([entryChunk.fileName]);
  const menu = chunkOf("app/shell/MenuButton");
  const selectedMatter = chunkOf("app/shell/SelectedMatterLoader");
  const routes = routesOfRouter().map(({ imports, ...route }) => {
    const roots = [
      ...imports.map(chunkOf),
      ...(route.signedOut ? [] : [menu]),
      ...(!route.signedOut && route.path.includes(":matterId") ? [selectedMatter] : []),
    ];
    return { ...route, files: [...closure(roots)].filter((file) => !entry.has(file)) };
  });
  return { entry: [...entry], routes };
}

/** The build step writing ROUTE_PRELOADS_FILE. */
export const routePreloadsPlugin = (): Plugin => ({
  name: "litfolio-route-preloads",
  apply: "build",
  generateBundle(_options, bundle) {
    const chunks = Object.values(bundle).flatMap((file) => (file.type === "chunk" ? [file] : []));
    this.emitFile({
      type: "asset",
      fileName: ROUTE_PRELOADS_FILE,
      source: JSON.stringify(routePreloads(chunks), null, 1),
    });
  },
});
