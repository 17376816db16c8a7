// Step 1 of signing in: e-mail address and password (SPEC 2.3). Login stays disabled while the form
// is invalid; Clear empties it.
import { type LoginBody, loginBody } from "@litfolio/shared/auth";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import type { UseFormReturn } from "react-hook-form";
import { FormTextField } from "../../../components/form/FormTextField";
import { FormErrorMessage } from "./FormErrorMessage";

export type CredentialsForm = UseFormReturn<LoginBody, unknown, LoginBody>;
export const credentialsSchema = loginBody;
export const emptyCredentials: LoginBody = { emailAddress: "", password: "" };

interface CredentialsFormProps {
  form: CredentialsForm;
  onSubmit: (credentials: LoginBody) => void;
  onClear: () => void;
  pending: boolean;
  error: unknown;
}

export function CredentialsFormView({ form, onSubmit, onClear, pending, error }: CredentialsFormProps) {
  const { control, formState, handleSubmit } = form;
  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit(onSubmit)}>
      <FormErrorMessage error={error} />
      <FormTextField
        control={control}
        name="emailAddress"
        label="E-mail address"
        type="email"
        autoComplete="username"
        required
        autoFocus
      />
      <FormTextField
        control={control}
        name="password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
      />
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: "flex-end" }}>
        <Button onClick={onClear} disabled={pending}>
          Clear
        </Button>
        <Button type="submit" variant="contained" disabled={!formState.isValid || pending}>
          Login
        </Button>
      </Stack>
    </Stack>
  );
}
