// Login (SPEC 2.3): tabs "Login" and "Forgot password".
import Box from "@mui/material/Box";
import { useState } from "react";
import { AuthCard } from "../components/AuthCard";
import { type AuthTab, AuthTabs, panelId, tabId } from "../components/AuthTabs";
import { ForgotPasswordForm } from "../components/ForgotPasswordForm";
import { LoginTab } from "../components/LoginTab";

type LoginPageTab = "login" | "forgot";

const tabs: readonly AuthTab<LoginPageTab>[] = [
  { value: "login", label: "Login" },
  { value: "forgot", label: "Forgot password" },
];

export function LoginPage() {
  const [tab, setTab] = useState<LoginPageTab>("login");
  return (
    <AuthCard subtitle="Litigation portfolio management">
      <AuthTabs label="Sign in" tabs={tabs} value={tab} onChange={setTab} />
      <Box role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} sx={{ p: 3 }}>
        {tab === "login" ? <LoginTab /> : <ForgotPasswordForm />}
      </Box>
    </AuthCard>
  );
}
