// The signed-in user, kept in localStorage (SPEC 2.2: "stored locally") so a reload knows at once
// who is signed in, and shared with React through useSyncExternalStore: the guard and the menu
// re-render when it changes. The server stays the judge: GET admin/security/user re-checks it.
import type { ActiveUser } from "@litfolio/shared/auth";
import { useSyncExternalStore } from "react";

const STORAGE_KEY = "litfolio.activeUser";

function readStoredUser(): ActiveUser | null {
  try {
    const raw = globalThis.localStorage?.getItem(STORAGE_KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return isActiveUser(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

const isActiveUser = (value: unknown): value is ActiveUser =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as ActiveUser).id === "number" &&
  Array.isArray((value as ActiveUser).securityRoles);

const listeners = new Set<() => void>();
// Declared after the helpers above: they must exist when the stored user is first read.
let current: ActiveUser | null = readStoredUser();

export function getActiveUser(): ActiveUser | null {
  return current;
}

export function setActiveUser(user: ActiveUser | null) {
  current = user;
  try {
    if (user) localStorage.setItem(STORAGE_KEY, JSON.stringify(user));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage may be unavailable (private mode); the in-memory copy still works.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab signing in or out changes the same storage.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY) return;
    current = readStoredUser();
    listener();
  };
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}

/** The signed-in user, or null. */
export function useActiveUser(): ActiveUser | null {
  return useSyncExternalStore(subscribe, getActiveUser, () => null);
}
