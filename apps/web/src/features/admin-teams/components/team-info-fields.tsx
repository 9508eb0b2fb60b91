import { NativeSelect, Stack, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { RichTextEditor } from '../../../components/rich-text-editor.tsx';
import { CITY_OPTIONS } from '../../../components/forms/select-options.ts';

interface TeamInfoFieldsProps {
  input(field: 'name' | 'eventCity'): GetInputPropsReturnType;
  message: string;
  messageError?: string | null;
  onMessage(html: string): void;
  labels: { name: string; eventCity: string };
}

/** Team name, event city and the rich-text team message (bold, italic, underline, link). */
export function TeamInfoFields({ input, message, messageError, onMessage, labels }: TeamInfoFieldsProps) {
  return (
    <Stack gap="sm">
      <TextInput label={labels.name} withAsterisk {...input('name')} />
      <NativeSelect label={labels.eventCity} withAsterisk data={CITY_OPTIONS} {...input('eventCity')} />
      <RichTextEditor label="Team message" required value={message} onChange={onMessage} error={messageError} />
    </Stack>
  );
}
