import { describe, expect, it } from 'vitest';
import { eventSettingsPatchSchema, eventSettingsSchema } from './event-settings.schema.ts';
import {
  DEFAULT_TAX_STATEMENT, ORGANIZATION_MESSAGES, charityIdentityLine, einField, formatEin, organizationSchema, taxStatementText,
} from './organization.ts';

describe('einField', () => {
  it('stores nine digits, typed with or without the dash', () => {
    expect(einField.parse('73-1234567')).toBe('731234567');
    expect(einField.parse('731234567')).toBe('731234567');
    expect(einField.parse(' 73 1234567 ')).toBe('731234567');
    expect(einField.parse('')).toBe('');
  });

  it.each(['12-345678', '1234567890', '12-34567a9', 'EIN'])('refuses %s with a clear message', (value) => {
    const result = einField.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]!.message).toBe(ORGANIZATION_MESSAGES.ein);
  });
});

describe('formatEin', () => {
  it('writes an EIN the IRS way', () => {
    expect(formatEin('731234567')).toBe('73-1234567');
    expect(formatEin('')).toBe('');
  });
});

describe('organizationSchema', () => {
  it('defaults to the 501(c)(3) statement and empty fields', () => {
    const organization = organizationSchema.parse({});
    expect(organization).toMatchObject({ legalName: '', ein: '', logo: '', contactEmail: '', taxStatement: DEFAULT_TAX_STATEMENT });
  });

  it('refuses a contact email that is not one and a logo that is not a web address', () => {
    expect(organizationSchema.safeParse({ contactEmail: 'nobody' }).error!.issues[0]!.message).toBe(ORGANIZATION_MESSAGES.contactEmail);
    expect(organizationSchema.safeParse({ logo: 'javascript:alert(1)' }).error!.issues[0]!.message).toBe(ORGANIZATION_MESSAGES.logo);
    expect(organizationSchema.parse({ contactEmail: 'Info@Example.org', logo: '/v1/uploads/logo.png' })).toMatchObject({ contactEmail: 'info@example.org' });
  });

  it('keeps the home hero image: none by default, an upload or a path on this site, never a script (docs/features/receipts-and-admin-home.md)', () => {
    expect(organizationSchema.parse({}).heroImage).toBe('');
    expect(organizationSchema.parse({ heroImage: ' /uploads/0123456789abcdef0123456789abcdef.webp ' }).heroImage).toBe('/uploads/0123456789abcdef0123456789abcdef.webp');
    expect(organizationSchema.parse({ heroImage: '/demo/home-hero.svg' }).heroImage).toBe('/demo/home-hero.svg');
    for (const heroImage of ['javascript:alert(1)', '//evil.example/x.png', 'data:image/png;base64,AAAA']) {
      expect(organizationSchema.safeParse({ heroImage }).error!.issues[0]!.message, heroImage).toBe(ORGANIZATION_MESSAGES.heroImage);
    }
    expect(organizationSchema.safeParse({ heroImage: `/${'x'.repeat(2100)}` }).success).toBe(false);
    expect(eventSettingsPatchSchema.parse({ organization: { heroImage: '/demo/home-hero.svg' } }).organization?.heroImage).toBe('/demo/home-hero.svg');
  });

  it('bounds every text', () => {
    expect(organizationSchema.safeParse({ legalName: 'x'.repeat(201) }).success).toBe(false);
    expect(organizationSchema.safeParse({ mission: 'x'.repeat(201) }).success).toBe(false);
    expect(organizationSchema.safeParse({ taxStatement: 'x'.repeat(4001) }).success).toBe(false);
  });

  it('is part of the event settings, stored and patched', () => {
    expect(eventSettingsSchema.parse({ appTitle: 'Walk', appState: 'Oklahoma', appYear: 2026 }).organization.taxStatement).toBe(DEFAULT_TAX_STATEMENT);
    const patch = eventSettingsPatchSchema.parse({ organization: { legalName: 'Autism Oklahoma', ein: '73-1234567' } });
    expect(patch.organization).toMatchObject({ legalName: 'Autism Oklahoma', ein: '731234567' });
    expect(eventSettingsPatchSchema.safeParse({ organization: { ein: '7312' } }).error!.issues[0]!.message).toBe(ORGANIZATION_MESSAGES.ein);
  });
});

describe('taxStatementText', () => {
  it('fills in the legal name and the EIN', () => {
    const text = taxStatementText({ legalName: 'Autism Oklahoma, Inc.', ein: '731234567', taxStatement: DEFAULT_TAX_STATEMENT });
    expect(text).toContain('Autism Oklahoma, Inc. is a tax-exempt organization under Section 501(c)(3)');
    expect(text).toContain('EIN 73-1234567');
  });

  it('uses the default wording when the statement is left empty', () => {
    expect(taxStatementText({ legalName: 'A', ein: '731234567', taxStatement: ' ' })).toContain('501(c)(3)');
  });

  it('leaves what was received in return to the receipt, which states it once from its amounts', () => {
    const previousDefault =
      '{legalName} is a tax-exempt organization under Section 501(c)(3) of the Internal Revenue Code, EIN {ein}. ' +
      'Contributions are tax-deductible to the extent allowed by law. No goods or services were provided in exchange ' +
      'for this contribution, except as listed on this receipt. Please keep this receipt for your tax records.';
    for (const taxStatement of [DEFAULT_TAX_STATEMENT, previousDefault]) {
      const text = taxStatementText({ legalName: 'A', ein: '731234567', taxStatement });
      expect(text).toContain('501(c)(3)');
      expect(text).not.toContain('goods or services');
    }
    // A charity's own wording is kept as written.
    expect(taxStatementText({ legalName: 'A', ein: '', taxStatement: 'No goods or services, {legalName}.' })).toBe('No goods or services, A.');
  });
});

describe('charityIdentityLine', () => {
  it('joins the legal name and the EIN, leaving out what is not set', () => {
    expect(charityIdentityLine({ legalName: 'Autism Oklahoma, Inc.', ein: '731234567' })).toBe('Autism Oklahoma, Inc. · EIN 73-1234567');
    expect(charityIdentityLine({ legalName: 'Autism Oklahoma, Inc.', ein: '' })).toBe('Autism Oklahoma, Inc.');
    expect(charityIdentityLine({ legalName: '', ein: '' })).toBe('');
  });
});
