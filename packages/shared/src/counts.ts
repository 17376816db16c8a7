// A count with its noun, in the singular for one and the plural otherwise: "1 proceeding",
// "2 proceedings", "0 activities". Every count the app shows or says goes through here.

/** "1 step", "3 steps"; the plural is the singular with an s unless told ("activity", "activities"). */
export function counted(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
