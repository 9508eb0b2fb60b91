import { describe, expect, it } from 'vitest';
import { FIELD_MESSAGES, TOASTS, UI_MESSAGES } from './messages.ts';

describe('spec texts', () => {
  it('field messages are exact', () => {
    expect(FIELD_MESSAGES).toMatchObject({
      passwordRule: 'Must contain an uppercase, lowercase, number and special character.',
      phone: 'Must be a valid phone number.',
      zipNumeric: 'Can only contain numbers.',
      zipLength: 'Must be a valid 5 digit zipcode.',
      stateAbbreviation: 'Use state abbreviation.',
      teamNameStart: 'Team name cannot start with a special character.',
    });
  });

  it('page texts are exact', () => {
    expect(UI_MESSAGES.notFoundTitle).toBe('Oops. This page has gone missing.');
    expect(UI_MESSAGES.notFoundText).toBe('You may have mistyped the address or the page may have moved.');
    expect(UI_MESSAGES.deactivatedTitle).toBe('Oops. Looks like your account has been deactivated.');
    expect(UI_MESSAGES.forgotSent).toBe('An email has been sent');
    expect(UI_MESSAGES.forgotUnknownEmail).toBe('That email does not exist in our system.');
    expect(UI_MESSAGES.loginNote).toBe(
      'NOTE: If you have forgotten your password, click the Forgot Password link above and we will send you reset instructions.',
    );
    expect(UI_MESSAGES.shippingNote).toBe('A $8 shipping charge applies to all orders.');
  });

  it('corrects the "udpating" typo (docs/decisions/0106-typos-in-messages.md)', () => {
    expect(TOASTS.participantUpdateFailed).toEqual(['Error', 'There was a problem updating the participant.']);
    for (const [, message] of Object.values(TOASTS)) expect(message).not.toMatch(/udpat/);
  });

  it('error toasts are titled "Error"', () => {
    for (const [key, [title]] of Object.entries(TOASTS)) {
      if (/Failed$/.test(key) && key !== 'createTeamFailed') expect(title).toBe('Error');
    }
    expect(TOASTS.createTeamFailed).toEqual(['We failed to create your team!', 'Please check the form for details.']);
    expect(TOASTS.createTeamSuccess).toEqual(['Create a Team success!', 'Please check your e-mail for further info!']);
  });
});
