// `npm run docs`: writes the generated documents from the code they describe: docs/permissions.md
// (the permission matrix), docs/reference.md (routes, jobs, tables) and the README's settings table.
import fs from "node:fs";
import path from "node:path";
import { renderPermissionsDoc } from "../src/permissions/doc";
import { renderReferenceDoc, withSettingsTable } from "../src/reference-doc";

const root = path.resolve(import.meta.dirname, "../../..");
const write = (file: string, text: string) => {
  fs.writeFileSync(path.join(root, file), text);
  console.log(`Wrote ${file}`);
};

write("docs/permissions.md", renderPermissionsDoc());
write("docs/reference.md", await renderReferenceDoc());
write("README.md", withSettingsTable(fs.readFileSync(path.join(root, "README.md"), "utf8")));
