import { Alert, Anchor, Button, Code, CopyButton, Stack, Text, TextInput } from '@mantine/core';
import { ownerSessionMutations } from '@atrium/react';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { AccountCard } from '../../components/account-card';
import { ErrorNotice } from '../../components/states';
import { hasCode } from '../../errors';
import { useOwnerApi } from '../../session';

/** Asks for a reset link by mail; a server without mail says so and names the command that prints one. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const { client, queryClient } = useOwnerApi();
  const request = useMutation(ownerSessionMutations.requestPasswordReset(client, queryClient), queryClient);
  const noMail = hasCode(request.error, 'MAIL_NOT_CONFIGURED');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    request.mutate(email.trim());
  };
  const command = `npx atrium owner-reset --email ${email.trim() || 'you@example.com'}`;
  return (
    <AccountCard title="Reset your password" intro="Enter the address you sign in with.">
      {request.isSuccess ? (
        <Alert color="green" role="status" title="Check your email">
          If an owner account has this address, a link to choose a new password is on its way. It works once,
          for one hour.
        </Alert>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack>
            {noMail ? (
              <Alert color="yellow" role="alert" title="This server sends no mail">
                <Stack gap="xs">
                  <Text size="sm">
                    No mail server is configured, so no link can be mailed. Whoever runs this Atrium server
                    can print a one-time link on its machine:
                  </Text>
                  <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
                    {command}
                  </Code>
                  <CopyButton value={command}>
                    {({ copied, copy }) => (
                      <Button size="compact-xs" variant="default" onClick={copy} w="fit-content">
                        {copied ? 'Copied' : 'Copy the command'}
                      </Button>
                    )}
                  </CopyButton>
                </Stack>
              </Alert>
            ) : (
              request.isError && <ErrorNotice error={request.error} />
            )}
            <TextInput
              label="Email"
              type="email"
              autoComplete="username"
              required
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
            />
            <Button type="submit" loading={request.isPending}>
              Send the link
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={Link} to="/sign-in" size="sm">
        Back to sign-in
      </Anchor>
    </AccountCard>
  );
}
