import {
  Alert,
  Button,
  Code,
  CopyButton,
  Group,
  Image,
  List,
  PasswordInput,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { ownerSessionMutations } from '@atrium/react';
import type { ownerSession } from '@atrium/sdk';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorNotice } from '../../components/states';
import { useOwnerApi, useSignedIn } from '../../session';
import { Section } from './account-section';

type Enrolment = ownerSession.TotpEnrolment;

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <Alert color="yellow" role="status" title="Your recovery codes: keep them somewhere safe">
      <Stack gap="xs">
        <Text size="sm">Each one signs you in once if you lose your phone. They are shown only now.</Text>
        <List aria-label="Recovery codes" ff="monospace">
          {codes.map((code) => (
            <List.Item key={code}>{code}</List.Item>
          ))}
        </List>
        <Group>
          <CopyButton value={codes.join('\n')}>
            {({ copied, copy }) => (
              <Button size="xs" onClick={copy}>
                {copied ? 'Copied' : 'Copy the codes'}
              </Button>
            )}
          </CopyButton>
          <Button size="xs" variant="default" onClick={onDone}>
            I have saved them
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** The enrolment under way: the app scans the key, and its first code turns two-factor sign-in on. */
function EnrolmentStep(props: {
  enrolment: Enrolment;
  onConfirmed: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}) {
  const { enrolment, onConfirmed, onCancel } = props;
  const [code, setCode] = useState('');
  const { client, queryClient } = useOwnerApi();
  const confirm = useMutation(ownerSessionMutations.confirmTotp(client, queryClient), queryClient);
  return (
    <Section title="Two-factor sign-in">
      <Text size="sm">
        Scan this code with an authenticator app (Google Authenticator, 1Password, Aegis…), or type the key
        into it. Then enter the 6-digit code it shows.
      </Text>
      <Image
        src={`data:image/svg+xml;utf8,${encodeURIComponent(enrolment.qrCodeSvg)}`}
        alt="QR code for your authenticator app"
        w={180}
        h={180}
      />
      <Text size="sm">
        Key: <Code data-testid="totp-secret">{enrolment.secret}</Code>
      </Text>
      {confirm.isError && <ErrorNotice error={confirm.error} />}
      <TextInput
        label="Code from the app"
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={(e) => setCode(e.currentTarget.value)}
      />
      <Group>
        <Button
          loading={confirm.isPending}
          onClick={() =>
            confirm.mutate(code.trim(), { onSuccess: ({ recoveryCodes }) => onConfirmed(recoveryCodes) })
          }
        >
          Turn on
        </Button>
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
      </Group>
    </Section>
  );
}

/** Two-factor sign-in with an authenticator app, and the recovery codes that stand in for it. */
export function TwoFactorSection() {
  const { owner } = useSignedIn();
  const [password, setPassword] = useState('');
  const [enrolment, setEnrolment] = useState<Enrolment | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const { client, queryClient } = useOwnerApi();
  const start = useMutation(ownerSessionMutations.startTotp(client, queryClient), queryClient);
  const renew = useMutation(ownerSessionMutations.regenerateRecoveryCodes(client, queryClient), queryClient);
  const disable = useMutation(ownerSessionMutations.disableTotp(client, queryClient), queryClient);
  const failed = [start, renew, disable].find((m) => m.isError);
  const forgetPassword = () => setPassword('');
  const onStart = () =>
    start.mutate(password, { onSuccess: (output) => (forgetPassword(), setEnrolment(output)) });
  const onRenew = () =>
    renew.mutate(password, { onSuccess: (output) => (forgetPassword(), setCodes(output.recoveryCodes)) });
  const onDisable = () => disable.mutate(password, { onSuccess: forgetPassword });

  if (codes)
    return (
      <Section title="Two-factor sign-in">
        <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />
      </Section>
    );

  if (enrolment)
    return (
      <EnrolmentStep
        enrolment={enrolment}
        onConfirmed={(recoveryCodes) => (setEnrolment(null), setCodes(recoveryCodes))}
        onCancel={() => setEnrolment(null)}
      />
    );

  return (
    <Section title="Two-factor sign-in">
      <Text size="sm">
        {owner.twoFactorEnabled
          ? 'On: signing in asks for a code from your authenticator app, or a recovery code.'
          : 'Off. With it on, signing in also asks for a code from an app on your phone, so that a stolen password is not enough to reach your sites.'}
      </Text>
      {failed && <ErrorNotice error={failed.error} />}
      <PasswordInput
        label="Your password"
        description="Needed to change how you sign in."
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.currentTarget.value)}
      />
      <Group>
        {owner.twoFactorEnabled ? (
          <>
            <Button onClick={onRenew} loading={renew.isPending}>
              New recovery codes
            </Button>
            <Button color="red" variant="light" onClick={onDisable} loading={disable.isPending}>
              Turn off
            </Button>
          </>
        ) : (
          <Button onClick={onStart} loading={start.isPending}>
            Add an authenticator app
          </Button>
        )}
      </Group>
    </Section>
  );
}
