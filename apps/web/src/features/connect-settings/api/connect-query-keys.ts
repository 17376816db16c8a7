// Query keys of Connect settings: an activation changes the token, so it refreshes everything here.
export const connectQueryKeys = {
  all: ["connect"] as const,
  token: ["connect", "token"] as const,
};
