import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useDonationStore, useSupportingStore } from '../../public-flow/index.ts';
import { mockFetch, renderRoute, resetPublicStores } from '../../../test/public-flow/render.tsx';
import { ContactPage } from './contact-page.tsx';

const PATH = '/frontend/contact';

beforeEach(() => {
  resetPublicStores();
  vi.unstubAllGlobals();
  vi.stubGlobal('fetch', mockFetch({}).fetchMock);
  useSupportingStore.getState().setType('Event');
  useSupportingStore.getState().setEventCity('Tulsa');
});

describe('Contact', () => {
  it('keeps a pasted "+1 405 555 1234" as (405) 555-1234, not (140) 555-5123', async () => {
    const user = userEvent.setup();
    renderRoute(<ContactPage />, { path: PATH });
    const phone = screen.getByRole('textbox', { name: /Phone/ }) as HTMLInputElement;
    await user.click(phone);
    await user.paste('+1 405 555 1234');
    await waitFor(() => expect(phone.value).toBe('(405) 555-1234'));
  });

  it('says what is missing when the disabled-looking Next is pressed, and focuses the first invalid field', async () => {
    const user = userEvent.setup();
    renderRoute(<ContactPage />, { path: PATH });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next.getAttribute('aria-disabled')).toBe('true');
    await user.click(next);
    expect(await screen.findByText('First name is required.')).toBeTruthy();
    expect(screen.getByText('Email is required.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: /First name/ })));
    expect(screen.queryByTestId('location')).toBeNull();
  });

  it('thanks for a gift only when the order holds a donation', () => {
    const { unmount } = renderRoute(<ContactPage />, { path: PATH });
    expect(screen.queryByText('Who should we thank for this gift?')).toBeNull();
    expect(screen.getByText('Tell us who is placing this order.')).toBeTruthy();
    unmount();
    useDonationStore.getState().setAmount(25);
    renderRoute(<ContactPage />, { path: PATH });
    expect(screen.getByText('Who should we thank for this gift?')).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Donation steps' }).querySelector('[aria-current="step"]')?.textContent).toContain('Your details');
  });
});

describe('Contact: adding people to the team (finding 9 of docs/features/walkthrough-findings.md)', () => {
  const TEAM = { id: 5, name: 'Blue Crew', city: 'Tulsa' };

  it('says why Add Another Person is greyed while the details are missing, and drops the reason once they are in', async () => {
    const user = userEvent.setup();
    useSupportingStore.getState().supportTeam(TEAM);
    renderRoute(<ContactPage />, { path: PATH });
    const add = screen.getByRole('button', { name: 'Add Another Person to the Team' });
    expect(add.getAttribute('aria-disabled')).toBe('true');
    const reason = 'Fill in your details above first, then you can add others.';
    expect(screen.getByText(reason).id).toBe(add.getAttribute('aria-describedby'));
    await user.type(screen.getByRole('textbox', { name: /First name/ }), 'Dana');
    await user.type(screen.getByRole('textbox', { name: /Last name/ }), 'Reyes');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'dana@example.org');
    await user.type(screen.getByRole('textbox', { name: /Phone/ }), '4055551234');
    await waitFor(() => expect(add.getAttribute('aria-disabled')).toBeNull());
    expect(screen.queryByText(reason)).toBeNull();
  });

  it('offers no Add Another Person while no team is chosen', () => {
    useSupportingStore.getState().setType('Team');
    renderRoute(<ContactPage />, { path: PATH });
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add Another Person to the Team' })).toBeNull();
  });

  it('asks whether the employer matches gifts once a donor names one (docs/features/sponsor-matches.md)', async () => {
    useDonationStore.getState().setAmount(25);
    const user = userEvent.setup();
    renderRoute(<ContactPage />, { path: PATH });
    expect(screen.queryByRole('radiogroup', { name: /Does your employer match gifts/ })).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'Employer' }), 'Globex');
    const question = await screen.findByRole('radiogroup', { name: /Does your employer match gifts/ });
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect((screen.getByRole('radio', { name: 'Yes' }) as HTMLInputElement).checked).toBe(true);
    expect(question).toBeTruthy();
  });
});
