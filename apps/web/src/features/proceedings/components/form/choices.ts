// How the proceeding form's choices are kept: a matter row as { id }, a catalogue entry as { key },
// null while nothing is chosen (the shared schema then answers "This field is required").
export const idChoice = {
  fromField: (value: unknown) => {
    const id = (value as { id?: number } | null | undefined)?.id;
    return id === undefined ? "" : String(id);
  },
  toField: (selected: string) => (selected ? { id: Number(selected) } : null),
};

export const keyChoice = {
  fromField: (value: unknown) => (value as { key?: string } | null | undefined)?.key ?? "",
  toField: (selected: string) => (selected ? { key: selected } : null),
};

export const plainChoice = {
  fromField: (value: unknown) => (typeof value === "string" ? value : ""),
  toField: (selected: string) => selected || null,
};

/** The ids chosen in the other rows of a list: each may be chosen once (writ places, items). */
export const chosenElsewhere = (ids: readonly (number | undefined)[], index: number) =>
  new Set(ids.filter((_id, i) => i !== index));
