import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from '@mantine/form';
import { WAIVER_MESSAGES } from '@walkfund/domain';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock.ts';
import { TestProviders } from '../../../test/render.tsx';
import { bindForm } from '../../../components/forms/form-binding.ts';
import { emptyWaiver, toWaiverInput, waiverErrors, type WaiverDraft } from '../lib/waiver.ts';
import { PublicWaiverFields } from './public-waiver-fields.tsx';

const waivers = [
  { id: 5, eventCity: 'Tulsa', kind: '5k', version: 2, body: '<p>I run at my own risk.</p>', eventDate: '2027-04-24' },
  { id: 6, eventCity: 'Tulsa', kind: 'walk', version: 1, body: '<p>I walk at my own risk.</p>', eventDate: '2027-04-24' },
];

function serve() {
  mockFetch((r) => (r.method === 'GET' && r.path === '/v1/waivers/current' && r.query.get('city') === 'Tulsa' ? jsonResponse(waivers) : jsonResponse([])));
}

/** The form's values after each render, for the assertions. */
const seen: { values: { waiver: WaiverDraft } } = { values: { waiver: emptyWaiver() } };
function Person({ city, kind, birthDate }: { city: string; kind: 'walk' | '5k'; birthDate?: string }) {
  const form = useForm<{ waiver: WaiverDraft }>({ initialValues: { waiver: emptyWaiver() } });
  useEffect(() => {
    seen.values = form.getValues();
  });
  return <PublicWaiverFields binding={bindForm(form)} city={city} kind={kind} birthDate={birthDate} />;
}

/** Event day (docs/decisions/0011-event-day-check-in.md): the waiver of a person a public form brings to the event. */
describe('PublicWaiverFields', () => {
  it('shows nothing when no waiver is published for the city', async () => {
    serve();
    render(<TestProviders><Person city="Oklahoma City" kind="walk" /></TestProviders>);
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('Waiver')).toBeNull();
  });

  it('opens the full text in one tap, and signs: accept, typed name, under 18 then a guardian', async () => {
    serve();
    const user = userEvent.setup();
    render(<TestProviders><Person city="Tulsa" kind="walk" /></TestProviders>);
    await user.click(await screen.findByRole('button', { name: 'Read the waiver' }));
    expect(await screen.findByText('I walk at my own risk.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Back to the form' }));

    expect(waiverErrors(seen.values.waiver, waivers[1] as never, { name: 'Jo Walker' })).toMatchObject({ 'waiver.accepted': WAIVER_MESSAGES.required('Jo Walker') });
    await user.click(screen.getByLabelText('I have read and accept the waiver'));
    await user.type(screen.getByLabelText(/Type your full name to sign/), 'Jo Walker');
    expect(screen.queryByLabelText(/Parent or guardian's full name/)).toBeNull();
    await user.click(screen.getByLabelText('Under 18 on the event day'));
    await user.type(screen.getByLabelText(/Parent or guardian's full name/), 'Pat Walker');
    await waitFor(() => expect(toWaiverInput(seen.values.waiver)).toEqual({ waiverId: 6, signedName: 'Jo Walker', minor: true, guardianName: 'Pat Walker' }));
    expect(waiverErrors(seen.values.waiver, waivers[1] as never, { name: 'Jo Walker' })).toEqual({});
  });

  it("tells a runner under 18 from the birth date and the event day instead of asking", async () => {
    serve();
    render(<TestProviders><Person city="Tulsa" kind="5k" birthDate="2012-05-01" /></TestProviders>);
    expect(await screen.findByText('Under 18 on the event day: a parent or guardian signs too.')).toBeTruthy();
    expect(screen.queryByLabelText('Under 18 on the event day')).toBeNull();
    expect(screen.getByLabelText(/Parent or guardian's full name/)).toBeTruthy();
    await waitFor(() => expect(seen.values.waiver).toMatchObject({ waiverId: 5, minor: true }));
  });
});
