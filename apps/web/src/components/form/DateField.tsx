// A date field (SPEC 5.1): typed and shown as DD-MM-YYYY, kept as YYYY-MM-DD. While what is typed is
// not (yet) a date, the text itself is kept, so the form's date rule can say so ("Enter a valid date").
import { useState } from "react";
import { isoToTyped, typedToIsoDate } from "../../lib/date-input";
import { TextInput, type TextInputProps } from "./fields";

export type DateFieldProps = Omit<TextInputProps, "value" | "onChange" | "type" | "placeholder"> & {
  /** YYYY-MM-DD, "" or the text typed so far. */
  value: string;
  onChange: (value: string) => void;
};

export function DateField({ value, onChange, ...inputProps }: DateFieldProps) {
  const [text, setText] = useState(() => isoToTyped(value));
  const [shownValue, setShownValue] = useState(value);
  // A change from outside (e.g. a served-on date cleared with its status) replaces the text.
  if (value !== shownValue) {
    setShownValue(value);
    if (typedToIsoDate(text) !== value) setText(isoToTyped(value));
  }
  return (
    <TextInput
      {...inputProps}
      placeholder="DD-MM-YYYY"
      autoComplete="off"
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        const next = typedToIsoDate(event.target.value);
        setShownValue(next);
        onChange(next);
      }}
    />
  );
}
