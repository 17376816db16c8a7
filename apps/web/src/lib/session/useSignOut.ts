import { messages } from "@litfolio/shared/messages";
import { useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router";
import { showAlert } from "../alerts";
import { paths } from "../paths";
import { setActiveUser } from "./active-user";
import { activeUserQueryKey } from "./useActiveUserQuery";
import { useLogout } from "./useLogout";

/** Log out, go to Login, and only then forget the user and every cached answer. */
export function useSignOut() {
  const logout = useLogout();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async () => {
    await logout.mutateAsync(undefined).catch(() => undefined); // the alert was shown already
    await navigate(paths.login);
    setActiveUser(null);
    queryClient.clear();
    queryClient.setQueryData(activeUserQueryKey, null);
    showAlert(messages.loggedOut, "success");
  };
}
