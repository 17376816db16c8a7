// Links to other sites (a matter's additional menu items). The URL rule accepts an address without
// its scheme ("example.com/page"); as an href that would be a path inside this app.

/** The address to open: as stored when it names http(s), else with https:// in front. */
export const externalHref = (url: string): string => (/^https?:\/\//i.test(url) ? url : `https://${url}`);
