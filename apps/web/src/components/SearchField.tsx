// The search box above a short list filtered as one types (a matter's configuration lists, its menu
// items): a labelled search input of moderate width.
import Box from "@mui/material/Box";
import { TextInput } from "./form/fields";

interface SearchFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

export function SearchField({ label, value, onChange }: SearchFieldProps) {
  return (
    <Box sx={{ maxWidth: 420 }}>
      <TextInput
        type="search"
        size="small"
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </Box>
  );
}
