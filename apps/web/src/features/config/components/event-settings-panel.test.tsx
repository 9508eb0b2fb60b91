import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_TAX_STATEMENT, ORGANIZATION_MESSAGES } from '@walkfund/domain';
import { buildAdminSettings, expectSaved, onlyPatchBody, renderConfig, uploadedUrl } from '../testing/render-config.tsx';

const png = () => new File([new Uint8Array(100)], 'logo.png', { type: 'image/png' });
const EMPTY_ORGANIZATION = { legalName: '', ein: '', mailingAddress: '', logo: '', heroImage: '', mission: '', contactEmail: '', taxStatement: DEFAULT_TAX_STATEMENT };

describe('Event Settings panel: Organization (docs/decisions/0012-receipts.md)', () => {
  it('edits the charity, uploads its logo as a logo image and saves the EIN as nine digits', async () => {
    const { patches, fetchMock } = renderConfig('/config/event-settings', { settings: buildAdminSettings({ organization: EMPTY_ORGANIZATION }) });
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Organization' });
    await user.type(within(section).getByLabelText('Legal Name'), 'Oklahoma Autism Awareness Alliance, Inc.');
    await user.type(within(section).getByLabelText('EIN'), '73-1234567');
    await user.type(within(section).getByLabelText('Contact Email'), 'hello@example.org');
    await user.type(within(section).getByLabelText('Mission'), 'Walking together.');
    await user.type(within(section).getByLabelText('Mailing Address'), '1200 N Walker Ave{Enter}Oklahoma City, OK 73103');
    expect((within(section).getByLabelText('Tax Statement') as HTMLTextAreaElement).value).toBe(DEFAULT_TAX_STATEMENT);
    await user.upload(within(section).getByLabelText('Upload Logo'), png());
    await waitFor(() => expect(within(section).getByLabelText('Change Logo')).toBeTruthy());
    const [, upload] = fetchMock.mock.calls.find(([url]) => String(url) === '/v1/uploads')!;
    expect((upload?.body as FormData).get('purpose')).toBe('logo');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectSaved();
    expect((await onlyPatchBody(patches)).organization).toEqual({
      legalName: 'Oklahoma Autism Awareness Alliance, Inc.',
      ein: '731234567',
      mailingAddress: '1200 N Walker Ave\nOklahoma City, OK 73103',
      logo: uploadedUrl(1),
      heroImage: '',
      mission: 'Walking together.',
      contactEmail: 'hello@example.org',
      taxStatement: DEFAULT_TAX_STATEMENT,
    });
  });

  it("uploads the home's hero image as a hero image and saves its address (docs/features/receipts-and-admin-home.md)", async () => {
    const { patches, fetchMock } = renderConfig('/config/event-settings', { settings: buildAdminSettings({ organization: EMPTY_ORGANIZATION }) });
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Organization' });
    await user.upload(within(section).getByLabelText('Upload Home Hero Image'), new File([new Uint8Array(100)], 'park.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(within(section).getByLabelText('Change Home Hero Image')).toBeTruthy());
    const [, upload] = fetchMock.mock.calls.find(([url]) => String(url) === '/v1/uploads')!;
    expect((upload?.body as FormData).get('purpose')).toBe('hero');
    expect(within(section).getByRole('img', { name: 'Home page hero image' }).getAttribute('src')).toBe(uploadedUrl(1));

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await expectSaved();
    expect((await onlyPatchBody(patches)).organization).toEqual({ ...EMPTY_ORGANIZATION, heroImage: uploadedUrl(1) });
  });

  it('refuses an EIN that is not nine digits, with the domain message, and sends nothing', async () => {
    const { patches } = renderConfig('/config/event-settings', { settings: buildAdminSettings({ organization: EMPTY_ORGANIZATION }) });
    const user = userEvent.setup();
    const section = await screen.findByRole('region', { name: 'Organization' });
    await user.type(within(section).getByLabelText('EIN'), '12-345');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(section).findByText(ORGANIZATION_MESSAGES.ein)).toBeTruthy();
    expect(patches()).toHaveLength(0);
  });
});
