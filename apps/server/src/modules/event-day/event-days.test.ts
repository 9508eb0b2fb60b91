import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_DAY_MESSAGES, type EventDaysView } from '@walkfund/domain';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { signedInAdmin, type Session } from '../../../test/factories.ts';
import { currentEventYear } from '../event-settings/event-settings.service.ts';

/**
 * PUT /v1/event-days: each city's day falls in the event year (docs/decisions/0102-event-year.md),
 * so a confirmation never reads "Walk 2026 … Saturday, April 17, 2027".
 */
describe('event days of the event year', () => {
  let t: TestApp;
  let year: number;
  let admin: Session;
  beforeAll(async () => {
    t = await createTestApp();
    year = await currentEventYear(t.database.db);
    admin = (await signedInAdmin(t.app)).session;
  });
  afterAll(() => t.close());

  const put = (days: object[]) => t.app.inject({ method: 'PUT', url: '/v1/event-days', headers: admin.headers, payload: { days } });

  it('refuses a date outside the event year, says which and saves nothing', async () => {
    for (const date of [`${year + 1}-04-17`, `${year - 1}-12-31`]) {
      const res = await put([
        { eventCity: 'Oklahoma City', date: `${year}-04-18`, startTime: '08:00', place: 'Scissortail Park' },
        { eventCity: 'Tulsa', date, startTime: '08:30', place: 'Guthrie Green' },
      ]);
      expect(res.statusCode, date).toBe(400);
      const message = EVENT_DAY_MESSAGES.dateInYear(year);
      expect(res.json()).toEqual({ code: 400, message, details: [{ field: 'days.1.date', message }] });
    }
    const saved = (await t.app.inject({ method: 'GET', url: '/v1/event-days', headers: admin.headers })).json() as EventDaysView;
    expect(saved.days).toEqual([]);
  });

  it("saves the year's first and last days", async () => {
    const res = await put([
      { eventCity: 'Oklahoma City', date: `${year}-01-01`, startTime: '08:00', place: 'Scissortail Park' },
      { eventCity: 'Tulsa', date: `${year}-12-31`, startTime: '08:30', place: 'Guthrie Green' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as EventDaysView).days.map((d) => d.date)).toEqual([`${year}-01-01`, `${year}-12-31`]);
  });
});
