// The Matter filter of the pages that span matters (activities, calendar): every matter of the
// caller, or one of them.
import { useMatterChoices } from "../lib/matter-api/useMatterChoices";
import { SelectField } from "./form/SelectField";

export function MatterFilter({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (matterId: number | null) => void;
}) {
  const matters = useMatterChoices().data ?? [];
  return (
    <SelectField
      size="small"
      label="Matter"
      value={value === null ? "" : String(value)}
      onChange={(selected) => onChange(selected ? Number(selected) : null)}
      options={[{ value: "", label: "All matters" }, ...matters]}
    />
  );
}
