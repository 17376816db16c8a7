// "Change your password" (SPEC 2.3): opened from a reset or activation e-mail at
// /changepassword/{emailAddress}/{verificationCode}; without the code in the link it asks for it.
// Whoever was signed in on this browser is logged out on entry.

import { zodResolver } from "@hookform/resolvers/zod";
import { type ResetConfirmBody, resetConfirmBody } from "@litfolio/shared/auth";
import { messages } from "@litfolio/shared/messages";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import Stack from "@mui/material/Stack";
import Typography from "@mui/material/Typography";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useNavigate, useParams } from "react-router";
import { useAlert } from "../../../components/AlertBanner";
import { FormTextField } from "../../../components/form/FormTextField";
import { useSaveForm } from "../../../components/form/useSaveForm";
import { paths } from "../../../lib/paths";
import { setActiveUser } from "../../../lib/session/active-user";
import { activeUserQueryKey } from "../../../lib/session/useActiveUserQuery";
import { useLogout } from "../../../lib/session/useLogout";
import { useConfirmPasswordReset } from "../api/useConfirmPasswordReset";
import { AuthCard } from "../components/AuthCard";

export function ChangePasswordPage() {
  const { emailAddress = "", verificationCode } = useParams();
  useLogoutOnEntry();
  const confirmReset = useConfirmPasswordReset();
  const alert = useAlert();
  const navigate = useNavigate();
  const { form, control, submit, pending, leaveWithoutWarning } = useSaveForm({
    resolver: zodResolver(resetConfirmBody),
    defaultValues: {
      emailAddress,
      newPassword: "",
      newConfirmation: "",
      verificationCode: verificationCode ?? "",
    },
    save: (body: ResetConfirmBody) => confirmReset.mutateAsync(body),
    onSaved: (answer) => {
      alert.success(answer?.message ?? messages.passwordChanged);
      goToLogin();
    },
  });
  // After the change and on Cancel: what is left in the form is dropped without asking.
  const goToLogin = () => {
    leaveWithoutWarning();
    void navigate(paths.login);
  };

  return (
    <AuthCard subtitle="Choose a new password of at least 12 characters">
      <Stack component="form" noValidate spacing={2.5} onSubmit={submit} sx={{ p: 3 }}>
        <FormTextField control={control} name="emailAddress" label="E-mail address" readOnly />
        <FormTextField
          control={control}
          name="newPassword"
          label="New password"
          type="password"
          autoComplete="new-password"
          required
          autoFocus
        />
        <FormTextField
          control={control}
          name="newConfirmation"
          label="Repeat new password"
          type="password"
          autoComplete="new-password"
          required
        />
        {!verificationCode && (
          <Box>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
              Enter the code from the link in your e-mail.
            </Typography>
            <FormTextField
              control={control}
              name="verificationCode"
              label="Verification code"
              autoComplete="one-time-code"
              required
            />
          </Box>
        )}
        <Stack direction="row" spacing={1.5} sx={{ justifyContent: "flex-end" }}>
          <Button onClick={goToLogin}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={!form.formState.isValid || pending}>
            Request change
          </Button>
        </Stack>
      </Stack>
    </AuthCard>
  );
}

/** Ends any session of this browser (silently: being signed out already is fine). */
function useLogoutOnEntry() {
  const { mutate: logout } = useLogout();
  const queryClient = useQueryClient();
  useEffect(() => {
    logout({ silent: true });
    setActiveUser(null);
    queryClient.setQueryData(activeUserQueryKey, null);
  }, [logout, queryClient]);
}
