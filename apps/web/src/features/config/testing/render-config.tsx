import { expect } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { EVENT_SETTINGS_PANELS, TOASTS, type EventSettingsView } from '@walkfund/domain';
import { eventSettingsFixture, signInAs } from '../../../test/fixtures.ts';
import { jsonResponse, mockFetch, type MockHandler, type MockRequest } from '../../../test/fetch-mock.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { ConfigPage } from '../routes/config-page.tsx';

/** Saved settings an admin reads: every field, the required links filled in. */
export function buildAdminSettings(overrides: Partial<EventSettingsView> = {}): EventSettingsView {
  return {
    ...(eventSettingsFixture as EventSettingsView),
    donationBadgeTipsUrl: 'https://walk.example.org/fundraising-tips',
    participationBadgeTipsUrl: 'https://walk.example.org/participation-tips',
    submitEventUrl: 'https://walk.example.org/submit-event',
    ...overrides,
  };
}

interface RenderConfigOptions {
  settings?: EventSettingsView;
  /** Status of the PATCH answer (200: the settings with the changes). */
  patchStatus?: number;
  /** Answers other calls first (a panel's own endpoints). */
  handler?: MockHandler;
}

/**
 * Renders /config/{panel} as a signed-in admin against a fake API: GET answers `settings`, PATCH
 * answers them merged with the body, POST /v1/uploads answers a new image URL each time.
 */
export function renderConfig(path: string, { settings = buildAdminSettings(), patchStatus = 200, handler }: RenderConfigOptions = {}) {
  // Toasts live in a module-level store: clear the previous test's, so each test sees its own.
  notifications.clean();
  signInAs({ role: 'admin' });
  let uploads = 0;
  const api = mockFetch(async (r: MockRequest) => {
    const answer = await handler?.(r);
    if (answer) return answer;
    if (r.path === '/v1/event-settings/' && r.method === 'GET') return jsonResponse(settings);
    if (r.path === '/v1/event-settings/' && r.method === 'PATCH') {
      return patchStatus === 200
        ? jsonResponse({ ...settings, ...(r.body as object) })
        : jsonResponse({ code: patchStatus, message: 'eventFundraisingGoal: Fundraising goal must be at least 200.' }, patchStatus);
    }
    if (r.path === '/v1/uploads' && r.method === 'POST') {
      uploads += 1;
      return jsonResponse({ url: `/uploads/${String(uploads).padStart(32, '0')}.webp` }, 201);
    }
    return undefined;
  });
  const view = renderRoutes(
    [{ path: '/config', element: <ConfigPage panel="event-settings" /> }, ...EVENT_SETTINGS_PANELS.map((panel) => ({ path: `/config/${panel}`, element: <ConfigPage panel={panel} /> }))],
    path,
  );
  return { ...api, ...view, patches: () => api.calls('PATCH', '/v1/event-settings/') };
}

/** The URL the nth upload of a renderConfig answers. */
export const uploadedUrl = (n: number) => `/uploads/${String(n).padStart(32, '0')}.webp`;

/** Waits for the success toast of a save. */
export async function expectSaved() {
  expect(await screen.findByText(TOASTS.settingsSaved[1])).toBeTruthy();
}

/** Waits for the error notification of a save. */
export async function expectSaveFailed() {
  expect(await screen.findByText(TOASTS.settingsFailed[1])).toBeTruthy();
}

/** The body of the only PATCH sent. */
export async function onlyPatchBody(patches: () => MockRequest[]): Promise<Record<string, unknown>> {
  await waitFor(() => expect(patches()).toHaveLength(1));
  return patches()[0]!.body as Record<string, unknown>;
}
