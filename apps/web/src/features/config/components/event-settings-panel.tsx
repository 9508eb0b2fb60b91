import { NumberInput, SimpleGrid, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { MAILING_ADDRESS_MAX_LENGTH, MIN_EVENT_FUNDRAISING_GOAL_DOLLARS, MISSION_MAX_LENGTH } from '@walkfund/domain';
import { ImageUpload } from '../../../components/image-upload.tsx';
import { RichTextEditor } from '../../../components/rich-text-editor.tsx';
import { ConfigPanel, PanelSection } from '../../../components/config-panel.tsx';
import { useSettingsPanelForm, type PanelProps } from './config-panel.tsx';

/**
 * Event Settings: event name, state, year, fundraising goal (at least 200), Star of the Team
 * limit, terms link, public event site, whether the public flow is open (docs/decisions/0101-public-flow-closed.md), and the
 * public home's story and whether donor walls show amounts (docs/decisions/0121-public-home.md), and
 * whether walkers have personal fundraising pages (docs/decisions/0009-personal-pages.md), and the
 * Organization: the charity every receipt names (docs/decisions/0012-receipts.md).
 */
export function EventSettingsPanel({ settings }: PanelProps) {
  const { form, onSubmit, saving } = useSettingsPanelForm('event-settings', settings);
  return (
    <ConfigPanel title="Event Settings" onSubmit={onSubmit} saving={saving}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="Event Name" withAsterisk {...form.getInputProps('appTitle')} />
        <TextInput label="State" withAsterisk {...form.getInputProps('appState')} />
        <NumberInput clampBehavior="none" label="Year" withAsterisk allowDecimal={false} allowNegative={false} {...form.getInputProps('appYear')} />
        <NumberInput
          clampBehavior="none"
          label="Fundraising Goal"
          withAsterisk
          leftSection="$"
          min={MIN_EVENT_FUNDRAISING_GOAL_DOLLARS}
          decimalScale={2}
          thousandSeparator=","
          allowNegative={false}
          description={`At least $${MIN_EVENT_FUNDRAISING_GOAL_DOLLARS}.`}
          {...form.getInputProps('eventFundraisingGoal')}
        />
        <NumberInput
          clampBehavior="none"
          label="Star of the Team Limit"
          withAsterisk
          leftSection="$"
          min={0}
          decimalScale={2}
          thousandSeparator=","
          allowNegative={false}
          description="A team adds its star of the team once it has raised this much."
          {...form.getInputProps('starOfTheTeamLimit')}
        />
      </SimpleGrid>
      <TextInput label="Terms Link" withAsterisk type="url" {...form.getInputProps('termsAndConditionsUrl')} />
      <TextInput label="Public Event Site" type="url" {...form.getInputProps('publicEventSite')} />
      <Switch
        label="Public registration open"
        description="When off, every public page (/frontend/...) sends visitors to the event-over page."
        {...form.getInputProps('publicRegistrationOpen', { type: 'checkbox' })}
      />
      <RichTextEditor
        label="Home Page Story"
        description="Shown under the event's name on the public home page (/frontend/)."
        value={form.values.homeStory}
        onChange={(html) => form.setFieldValue('homeStory', html)}
        error={form.errors.homeStory as string | undefined}
      />
      <Switch
        label="Show gift amounts on donor walls"
        description="When off, the home and team pages list donors' names only."
        {...form.getInputProps('showDonorAmounts', { type: 'checkbox' })}
      />
      <Switch
        label="Personal fundraising pages"
        description="Off: no personal pages, no walker picker; teams work as before."
        {...form.getInputProps('personalPagesEnabled', { type: 'checkbox' })}
      />
      <PanelSection title="Organization">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label="Legal Name" description="As registered with the IRS; printed on every receipt." {...form.getInputProps('organization.legalName')} />
          <TextInput label="EIN" description="Nine digits, shown as 12-3456789." inputMode="numeric" {...form.getInputProps('organization.ein')} />
          <TextInput label="Contact Email" type="email" description="Where donors can write about their receipt." {...form.getInputProps('organization.contactEmail')} />
          <TextInput
            label="Mission"
            description="One line, under the name on the public home page."
            maxLength={MISSION_MAX_LENGTH}
            {...form.getInputProps('organization.mission')}
          />
        </SimpleGrid>
        <Textarea label="Mailing Address" rows={2} maxLength={MAILING_ADDRESS_MAX_LENGTH} {...form.getInputProps('organization.mailingAddress')} />
        <ImageUpload
          purpose="logo"
          label={form.values.organization.logo ? 'Change Logo' : 'Upload Logo'}
          imageUrl={form.values.organization.logo}
          imageAlt="Organization logo"
          width={120}
          onUploaded={(url) => form.setFieldValue('organization.logo', url)}
        />
        <ImageUpload
          purpose="hero"
          label={form.values.organization.heroImage ? 'Change Home Hero Image' : 'Upload Home Hero Image'}
          imageUrl={form.values.organization.heroImage}
          imageAlt="Home page hero image"
          width={480}
          onUploaded={(url) => form.setFieldValue('organization.heroImage', url)}
        />
        <Text size="sm" c="gray.7" mt={-4}>
          A wide photo across the top of the public home page, above the event&apos;s name and story.
        </Text>
        <Textarea
          label="Tax Statement"
          description="Printed on every receipt. {legalName} and {ein} are filled in."
          rows={4}
          {...form.getInputProps('organization.taxStatement')}
        />
      </PanelSection>
    </ConfigPanel>
  );
}
