import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import { SESSION_STORAGE_KEY, type AuthResponse, type SessionUser, type TokenPair } from '@walkfund/domain';
import { registerApiSession } from '../../lib/api-client.ts';

export interface StoredSession {
  user: SessionUser;
  tokens: TokenPair;
}

function readStored(): StoredSession | null {
  try {
    const raw = localStorage.getItem(SESSION_STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as StoredSession;
    return parsed?.user && parsed?.tokens?.access && parsed?.tokens?.refresh ? parsed : null;
  } catch {
    return null;
  }
}

function write(session: StoredSession | null) {
  if (session) localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
  else localStorage.removeItem(SESSION_STORAGE_KEY);
}

interface SessionState {
  session: StoredSession | null;
  /**
   * The session ended because the user signed out (not expired): the guard then sends them to
   * /login without remembering the page, so the next person to sign in lands on their own home.
   */
  signedOut: boolean;
  signIn(auth: AuthResponse): void;
  setTokens(tokens: TokenPair): void;
  setUser(user: SessionUser): void;
  clear(reason?: 'signed-out'): void;
  /** The stored session with the expiry of each token (read at call time). */
  status(): { session: StoredSession | null; accessExpired: boolean; refreshExpired: boolean };
}

/** The session kept in localStorage under `pwUser` (docs/spec/public-flows.md: Route guard and access). */
export const sessionStore = createStore<SessionState>((set, get) => ({
  session: readStored(),
  signedOut: false,
  signIn(auth) {
    const session = { user: auth.user, tokens: auth.tokens };
    write(session);
    set({ session, signedOut: false });
  },
  setTokens(tokens) {
    const current = get().session;
    if (!current) return;
    const session = { ...current, tokens };
    write(session);
    set({ session });
  },
  setUser(user) {
    const current = get().session;
    if (!current) return;
    const session = { ...current, user };
    write(session);
    set({ session });
  },
  clear(reason) {
    write(null);
    set({ session: null, signedOut: reason === 'signed-out' });
  },
  status() {
    const session = get().session;
    const now = Date.now();
    return {
      session,
      accessExpired: !session || Date.parse(session.tokens.access.expires) <= now,
      refreshExpired: !session || Date.parse(session.tokens.refresh.expires) <= now,
    };
  },
}));

// The api client (shared code) reads and updates the session through this port: it imports no
// feature. Registered when this module loads, which the route table's guard does at start-up
// (app/router.tsx -> app/guards.tsx), before any call.
registerApiSession({
  tokens() {
    const { session, accessExpired, refreshExpired } = sessionStore.getState().status();
    return session ? { tokens: session.tokens, accessExpired, refreshExpired } : null;
  },
  setTokens: (tokens) => sessionStore.getState().setTokens(tokens),
  clear: () => sessionStore.getState().clear(),
  markInactive() {
    const current = sessionStore.getState().session;
    if (current) sessionStore.getState().setUser({ ...current.user, active: false });
  },
});

// Another tab signing in or out updates this one.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === SESSION_STORAGE_KEY) sessionStore.setState({ session: readStored() });
  });
}

export function useSession() {
  const session = useStore(sessionStore, (s) => s.session);
  return {
    session,
    user: session?.user ?? null,
    isAdmin: session?.user.role === 'admin',
  };
}
