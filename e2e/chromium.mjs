// Where Debian's Chromium is; browsers are never downloaded (no internet on the build machines).
import fs from "node:fs";

export function chromiumPath() {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  return candidates.find((candidate) => candidate && fs.existsSync(candidate));
}
