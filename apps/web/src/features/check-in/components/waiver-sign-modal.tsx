import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { guardianProblem, type WaiverAcceptanceInput } from '@walkfund/domain';
import {
  EMPTY_WAIVER_ACCEPTANCE, WaiverAcceptanceFields, bindWaiverAcceptance, parseWaiverAcceptance, type WaiverAcceptanceErrors,
} from '../../../components/waiver-acceptance-fields.tsx';

/**
 * A missing waiver signed on the volunteer's screen (docs/decisions/0011-event-day-check-in.md):
 * the text, the typed full name, under 18 and a guardian. `knownMinor` is the roster's (the birth
 * date against the event day): a minor's form asks for the guardian by itself and, by the domain's
 * rule (guardianProblem, the server's too), cannot be signed without one, offline as well.
 * `onSign` sends it (online, or into the offline queue); the modal closes when it resolves.
 */
export function WaiverSignModal({
  opened,
  onClose,
  name,
  waiver,
  onSign,
  error,
  knownMinor,
}: {
  opened: boolean;
  onClose: () => void;
  name: string;
  waiver: { id: number; body: string } | null;
  onSign: (acceptance: WaiverAcceptanceInput) => Promise<unknown>;
  error?: string | null;
  /** Under 18 on the event day (true), not (false), or not known (null or absent: asked). */
  knownMinor?: boolean | null;
}) {
  const told = knownMinor ?? undefined;
  const [values, setValues] = useState(EMPTY_WAIVER_ACCEPTANCE);
  const [errors, setErrors] = useState<WaiverAcceptanceErrors>({});
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!waiver) return;
    // A known minor signs as one: the guardian's name is then required by the schema.
    const parsed = parseWaiverAcceptance(waiver.id, knownMinor === true ? { ...values, minor: true } : values);
    const problem = parsed.acceptance ? guardianProblem(parsed.acceptance, knownMinor) : null;
    setErrors(problem ? { guardianName: problem } : (parsed.errors ?? {}));
    if (!parsed.acceptance || problem) return;
    setSending(true);
    try {
      await onSign(parsed.acceptance);
      setValues(EMPTY_WAIVER_ACCEPTANCE);
      onClose();
    } catch {
      // The card shows the server's message.
    } finally {
      setSending(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={`Waiver: ${name}`} fullScreen size="lg">
      {waiver ? (
        <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Sign the waiver">
          <Stack gap="md">
            <Text size="sm">Hand the phone to {name}: they read the waiver and type their full name to sign.</Text>
            <WaiverAcceptanceFields binding={bindWaiverAcceptance(values, errors, setValues)} body={waiver.body} knownMinor={told} textMaxHeight={360} />
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={sending}>
                Sign waiver
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Text>The waiver text is not loaded. Connect to the network and try again.</Text>
      )}
    </Modal>
  );
}
