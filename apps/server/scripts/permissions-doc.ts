// `npm run docs:permissions`: writes docs/permissions.md from the permission matrix.
import fs from "node:fs";
import path from "node:path";
import { renderPermissionsDoc } from "../src/permissions/doc";

const target = path.resolve(import.meta.dirname, "../../../docs/permissions.md");
fs.writeFileSync(target, renderPermissionsDoc());
console.log(`Wrote ${path.relative(process.cwd(), target)}`);
