import { WALKTHROUGH_STORAGE_KEY } from '@walkfund/domain';

/** The first-visit walkthrough's flag in local storage (docs/spec/back-office.md §2: runs once; Show Walkthrough clears it). */
export function walkthroughSeen(): boolean {
  try {
    return localStorage.getItem(WALKTHROUGH_STORAGE_KEY) === 'true';
  } catch {
    // Storage refused (private mode): do not nag on every visit.
    return true;
  }
}

export function markWalkthroughSeen() {
  try {
    localStorage.setItem(WALKTHROUGH_STORAGE_KEY, 'true');
  } catch {
    // Nothing to keep it in: the tour simply runs again next time.
  }
}

export function clearWalkthroughSeen() {
  try {
    localStorage.removeItem(WALKTHROUGH_STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}
