/** The path of Debian's Chromium (or CHROMIUM_PATH), if installed. */
export function chromiumPath(): string | undefined;
