import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UI_MESSAGES } from '@walkfund/domain';
import { buildAdminSettings, expectSaved, onlyPatchBody, renderConfig } from '../testing/render-config.tsx';

describe('Debug Settings panel', () => {
  it('shows the test emails only with Test Notifications on, says when there are none, and skips an empty one', async () => {
    renderConfig('/config/debug-settings');
    const user = userEvent.setup();
    await screen.findByRole('form', { name: 'Debug Settings' });
    expect(screen.getByText('Email Debugging')).toBeTruthy();
    expect(screen.queryByLabelText('Test Email')).toBeNull();
    await user.click(screen.getByRole('switch', { name: /Test Notifications/ }));
    const input = screen.getByLabelText('Test Email');
    expect(input.getAttribute('type')).toBe('email');
    expect(screen.getByText(UI_MESSAGES.noTestEmails)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add Email' }));
    expect(screen.getByText(UI_MESSAGES.noTestEmails)).toBeTruthy();
    await user.type(input, 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Add Email' }));
    expect(screen.getByText('Must be a valid email address.')).toBeTruthy();
    expect(screen.getByText(UI_MESSAGES.noTestEmails)).toBeTruthy();
  });

  it('adds (Enter or the button) and removes test emails, then saves only its fields', async () => {
    const { patches } = renderConfig('/config/debug-settings', { settings: buildAdminSettings({ testEmailNotifications: true, testEmails: ['old@walkfund.test'] }) });
    const user = userEvent.setup();
    const input = await screen.findByLabelText('Test Email');
    await user.type(input, 'qa@walkfund.test{Enter}');
    expect(screen.getByText('qa@walkfund.test')).toBeTruthy();
    expect((input as HTMLInputElement).value).toBe('');
    expect(patches()).toHaveLength(0);
    await user.type(input, 'dev@walkfund.test');
    await user.click(screen.getByRole('button', { name: 'Add Email' }));
    await user.click(screen.getByRole('button', { name: 'Remove old@walkfund.test' }));
    expect(screen.queryByText('old@walkfund.test')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectSaved();
    expect(await onlyPatchBody(patches)).toEqual({ testEmailNotifications: true, testEmails: ['qa@walkfund.test', 'dev@walkfund.test'] });
  });
});
