import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UI_MESSAGES } from '@walkfund/domain';
import { buildAdminSettings, expectSaveFailed, expectSaved, onlyPatchBody, renderConfig, uploadedUrl } from '../testing/render-config.tsx';

const png = () => new File([new Uint8Array(100)], 'badge.png', { type: 'image/png' });

describe('Badge Settings panel', () => {
  it('shows each switch badge image upload only while its badge is active', async () => {
    renderConfig('/config/badges', { settings: buildAdminSettings({ employerMatch: { active: true, image: '/uploads/employer.webp' } }) });
    const user = userEvent.setup();
    await screen.findByRole('form', { name: 'Badge Settings' });
    expect(screen.queryByLabelText('Upload Facebook Fundraiser Badge')).toBeNull();
    expect(screen.getByLabelText('Change Employer Match Badge')).toBeTruthy();
    expect(screen.queryByLabelText('Upload Team Event Badge')).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Facebook Fundraiser' }));
    expect(screen.getByLabelText('Upload Facebook Fundraiser Badge')).toBeTruthy();
    await user.click(screen.getByRole('switch', { name: 'Employer Match' }));
    expect(screen.queryByLabelText('Change Employer Match Badge')).toBeNull();
  });

  it('says when there are no event badges; Add Badge appears once name, type, goal and image are set, and the form clears after adding', async () => {
    renderConfig('/config/badges');
    const user = userEvent.setup();
    await screen.findByRole('form', { name: 'Badge Settings' });
    expect(screen.getByText(UI_MESSAGES.noEventBadges)).toBeTruthy();
    const addBadge = () => screen.queryByRole('button', { name: 'Add Badge' });

    await user.type(screen.getByLabelText('Badge Name'), 'Ten Walkers');
    expect(addBadge()).toBeNull();
    await user.click(screen.getByRole('combobox', { name: 'Badge Type' }));
    await user.click(await screen.findByRole('option', { name: 'Participant', hidden: true }));
    expect(addBadge()).toBeNull();
    await user.type(screen.getByLabelText('Badge Goal'), '10');
    expect(addBadge()).toBeNull();
    await user.upload(screen.getByLabelText('Upload Badge Image'), png());
    await waitFor(() => expect(addBadge()).toBeTruthy());
    await user.click(addBadge()!);

    const badge = screen.getByRole('article', { name: 'Ten Walkers' });
    expect(within(badge).getByText('Participant')).toBeTruthy();
    expect(within(badge).getByRole('img').getAttribute('src')).toBe(uploadedUrl(1));
    expect(screen.queryByText(UI_MESSAGES.noEventBadges)).toBeNull();
    expect((screen.getByLabelText('Badge Name') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Badge Goal') as HTMLInputElement).value).toBe('');
    expect(screen.getByLabelText('Upload Badge Image')).toBeTruthy();
    expect(addBadge()).toBeNull();
  });

  it('refuses a badge goal under 5 with its message', async () => {
    renderConfig('/config/badges');
    const user = userEvent.setup();
    await screen.findByRole('form', { name: 'Badge Settings' });
    await user.type(screen.getByLabelText('Badge Name'), 'Tiny');
    await user.click(screen.getByRole('combobox', { name: 'Badge Type' }));
    await user.click(await screen.findByRole('option', { name: 'Fundraising', hidden: true }));
    await user.type(screen.getByLabelText('Badge Goal'), '3');
    await user.upload(screen.getByLabelText('Upload Badge Image'), png());
    await user.click(await screen.findByRole('button', { name: 'Add Badge' }));
    expect(screen.getByRole('alert').textContent).toBe('Badge goal must be at least 5.');
    expect(screen.getByText(UI_MESSAGES.noEventBadges)).toBeTruthy();
  });

  it('removes a badge and saves only the badge fields', async () => {
    const badges = [
      { name: 'Ten Walkers', type: 'participant' as const, goal: 10, image: '/uploads/ten.webp' },
      { name: 'Big Giver', type: 'fundraising' as const, goal: 5000, image: '/uploads/big.webp' },
    ];
    const { patches, fetchMock } = renderConfig('/config/badges', { settings: buildAdminSettings({ eventBadges: badges }) });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove Ten Walkers' }));
    expect(screen.queryByRole('article', { name: 'Ten Walkers' })).toBeNull();
    await user.click(screen.getByRole('switch', { name: 'Team Event' }));
    await user.upload(screen.getByLabelText('Upload Team Event Badge'), png());
    await waitFor(() => expect(screen.getByLabelText('Change Team Event Badge')).toBeTruthy());
    const [, upload] = fetchMock.mock.calls.find(([url]) => String(url) === '/v1/uploads')!;
    expect((upload?.body as FormData).get('purpose')).toBe('badge');
    const elite = screen.getByLabelText('Elite Fundraising Goal');
    await user.clear(elite);
    await user.type(elite, '2500');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectSaved();
    expect(await onlyPatchBody(patches)).toEqual({
      facebookFundraiser: { active: false, image: '' },
      employerMatch: { active: false, image: '' },
      teamEvent: { active: true, image: uploadedUrl(1) },
      eliteBadgeSettings: { image: '', fundraisingGoal: 2500, participationGoal: 0 },
      eventBadges: [badges[1]],
      distanceLoggingEnabled: true,
      walkerBadges: { pageComplete: true, firstGift: true, fiveGifts: true, halfGoal: true, goalReached: true, tenMiles: true, topTen: true },
    });
  });

  it('turns distance logging and a walker badge off (docs/features/miles-and-badges.md)', async () => {
    const { patches } = renderConfig('/config/badges');
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Walker Miles and Badges' });
    await user.click(within(section).getByRole('switch', { name: /^Distance logging/ }));
    await user.click(within(section).getByRole('switch', { name: /^Top 10/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const body = (await onlyPatchBody(patches)) as { distanceLoggingEnabled: boolean; walkerBadges: Record<string, boolean> };
    expect(body.distanceLoggingEnabled).toBe(false);
    expect(body.walkerBadges).toMatchObject({ topTen: false, tenMiles: true, firstGift: true });
  });

  it('steps the elite fundraising goal by 100 and refuses other values without calling the server', async () => {
    const { patches } = renderConfig('/config/badges');
    const user = userEvent.setup();
    const elite = await screen.findByLabelText('Elite Fundraising Goal');
    await user.clear(elite);
    await user.type(elite, '150');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectSaveFailed();
    expect(screen.getByText(/Elite fundraising goal must be at least 100, in steps of 100/)).toBeTruthy();
    expect(patches()).toHaveLength(0);
  });
});
