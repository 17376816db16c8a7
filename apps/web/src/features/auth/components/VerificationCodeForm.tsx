// Step 2 of signing in: the 6-digit code from the e-mail (SPEC 2.3).

import { zodResolver } from "@hookform/resolvers/zod";
import { type VerifyBody, verifyBody } from "@litfolio/shared/auth";
import { messages } from "@litfolio/shared/messages";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import { useForm } from "react-hook-form";
import { FormTextField } from "../../../components/form/FormTextField";
import { InlineMessage } from "../../../components/InlineMessage";
import { FormErrorMessage } from "./FormErrorMessage";

interface VerificationCodeFormProps {
  onSubmit: (body: VerifyBody) => void;
  onReturnToLogin: () => void;
  pending: boolean;
  error: unknown;
}

export function VerificationCodeForm({
  onSubmit,
  onReturnToLogin,
  pending,
  error,
}: VerificationCodeFormProps) {
  const { control, formState, handleSubmit } = useForm({
    resolver: zodResolver(verifyBody),
    mode: "onTouched",
    defaultValues: { verificationCode: "" },
  });
  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit(onSubmit)}>
      <InlineMessage severity="info">{messages.enterVerificationCode}</InlineMessage>
      <FormErrorMessage error={error} />
      <FormTextField
        control={control}
        name="verificationCode"
        label="Verification code"
        required
        autoFocus
        autoComplete="one-time-code"
        inputMode="numeric"
      />
      <Stack direction="row" spacing={1.5} sx={{ justifyContent: "space-between", alignItems: "center" }}>
        <Button onClick={onReturnToLogin}>Return to login</Button>
        <Button type="submit" variant="contained" disabled={!formState.isValid || pending}>
          Verify code
        </Button>
      </Stack>
    </Stack>
  );
}
