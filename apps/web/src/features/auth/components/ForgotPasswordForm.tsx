// The "Forgot password" tab: asks for a reset link by e-mail (SPEC 2.3).

import { zodResolver } from "@hookform/resolvers/zod";
import { resetRequestBody } from "@litfolio/shared/auth";
import { messages } from "@litfolio/shared/messages";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useForm } from "react-hook-form";
import { useAlert } from "../../../components/AlertBanner";
import { FormTextField } from "../../../components/form/FormTextField";
import { useRequestPasswordReset } from "../api/useRequestPasswordReset";
import { FormErrorMessage } from "./FormErrorMessage";

export function ForgotPasswordForm() {
  const alert = useAlert();
  const requestReset = useRequestPasswordReset();
  const { control, formState, handleSubmit, reset } = useForm({
    resolver: zodResolver(resetRequestBody),
    mode: "onTouched",
    defaultValues: { emailAddress: "" },
  });

  const submit = handleSubmit((body) =>
    requestReset.mutate(body, {
      onSuccess: (answer) => alert.success(answer?.message ?? messages.resetRequested),
    }),
  );
  const clear = () => {
    reset();
    requestReset.reset();
  };

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={submit}>
      <Typography variant="body2" color="text.secondary">
        Enter the e-mail address of your account. We will send you a link to choose a new password.
      </Typography>
      <FormErrorMessage error={requestReset.error} />
      <FormTextField
        control={control}
        name="emailAddress"
        label="E-mail address"
        type="email"
        autoComplete="username"
        required
      />
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: "flex-end" }}>
        <Button onClick={clear} disabled={requestReset.isPending}>
          Clear
        </Button>
        <Button type="submit" variant="contained" disabled={!formState.isValid || requestReset.isPending}>
          Request new password
        </Button>
      </Stack>
    </Stack>
  );
}
