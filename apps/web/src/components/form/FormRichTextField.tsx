// A react-hook-form field holding rich text (HTML) in the lazily loaded Quill editor, with its
// label and validation message; a placeholder of the editor's size shows while Quill loads.
import FormHelperText from "@mui/material/FormHelperText";
import FormLabel from "@mui/material/FormLabel";
import Skeleton from "@mui/material/Skeleton";
import { lazy, Suspense } from "react";
import { type Control, type FieldPath, type FieldValues, useController } from "react-hook-form";

const RichTextEditor = lazy(() => import("./RichTextEditor"));

interface FormRichTextFieldProps<Values extends FieldValues> {
  control: Control<Values>;
  name: FieldPath<Values>;
  label: string;
}

export function FormRichTextField<Values extends FieldValues>({
  control,
  name,
  label,
}: FormRichTextFieldProps<Values>) {
  const { field, fieldState } = useController({ control, name });
  return (
    <div>
      <FormLabel component="div" sx={{ mb: 0.5 }}>
        {label}
      </FormLabel>
      <Suspense fallback={<Skeleton variant="rectangular" height={202} aria-label="Loading the editor" />}>
        <RichTextEditor
          value={field.value ?? ""}
          onChange={field.onChange}
          onBlur={field.onBlur}
          label={label}
          invalid={fieldState.invalid}
        />
      </Suspense>
      {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
    </div>
  );
}
