// The "Login" tab: credentials, then the e-mailed code (SPEC 2.3, DECISIONS "Accounts and sign-in").
// The credentials form lives here so a failed call, or a return from the code step, keeps what the
// user typed.

import { zodResolver } from "@hookform/resolvers/zod";
import type { LoginBody, VerifyBody } from "@litfolio/shared/auth";
import { messages } from "@litfolio/shared/messages";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useNavigate, useSearchParams } from "react-router";
import { useAlert } from "../../../components/AlertBanner";
import { ApiError } from "../../../lib/api";
import { useLogin } from "../api/useLogin";
import { useVerifyCode } from "../api/useVerifyCode";
import { destinationAfterLogin } from "../post-login";
import { CredentialsFormView, credentialsSchema, emptyCredentials } from "./CredentialsForm";
import { VerificationCodeForm } from "./VerificationCodeForm";

type Step = "credentials" | "verification";

export function LoginTab() {
  const [step, setStep] = useState<Step>("credentials");
  // An error that sent the user back from the code step (e.g. the code expired).
  const [returnedWith, setReturnedWith] = useState<unknown>(null);
  const login = useLogin();
  const verify = useVerifyCode();
  const alert = useAlert();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const credentials = useForm<LoginBody, unknown, LoginBody>({
    resolver: zodResolver(credentialsSchema),
    mode: "onTouched",
    defaultValues: emptyCredentials,
  });

  const submitCredentials = (body: LoginBody) => {
    setReturnedWith(null);
    login.mutate(body, { onSuccess: () => setStep("verification") });
  };

  const submitCode = (body: VerifyBody) =>
    verify.mutate(body, {
      onSuccess: async (user) => {
        alert.success(messages.loggedIn);
        void navigate(await destinationAfterLogin(searchParams.get("redirect"), user), { replace: true });
      },
      onError: (error) => {
        if (error instanceof ApiError && error.body?.message === messages.codeExpired) returnToLogin(error);
      },
    });

  const returnToLogin = (reason: unknown = null) => {
    setReturnedWith(reason);
    setStep("credentials");
    login.reset();
    verify.reset();
  };

  const clear = () => {
    credentials.reset(emptyCredentials);
    setReturnedWith(null);
    login.reset();
  };

  if (step === "verification") {
    return (
      <VerificationCodeForm
        onSubmit={submitCode}
        onReturnToLogin={() => returnToLogin()}
        pending={verify.isPending}
        error={verify.error}
      />
    );
  }
  return (
    <CredentialsFormView
      form={credentials}
      onSubmit={submitCredentials}
      onClear={clear}
      pending={login.isPending}
      error={login.error ?? returnedWith}
    />
  );
}
