import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api";

/** GET admin/user/activation/{id}: e-mails a fresh activation link (the old one stops working). */
export function useResendActivation() {
  return useMutation({
    mutationFn: (id: number) => api.get<{ message?: string }>(`admin/user/activation/${id}`),
  });
}
