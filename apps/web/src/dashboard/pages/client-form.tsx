import type { sites } from '@atrium/sdk';
import { Button, Group, Stack, Switch, TagsInput, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { ErrorNotice } from '../components/states';

export interface ClientFormProps {
  initial?: sites.OAuthClient;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  onSubmit: (client: sites.NewOAuthClient) => void;
  onCancel: () => void;
}

export function ClientForm({ initial, submitLabel, pending, error, onSubmit, onCancel }: ClientFormProps) {
  const [name, setName] = useState(initial?.name ?? '');
  const [allowedOrigins, setOrigins] = useState<string[]>(initial?.allowedOrigins ?? []);
  const [redirectUris, setRedirectUris] = useState<string[]>(initial?.redirectUris ?? []);
  const [rotateRefreshTokens, setRotate] = useState(initial?.rotateRefreshTokens ?? false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit({ name, allowedOrigins, redirectUris, rotateRefreshTokens });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {error != null && <ErrorNotice error={error} />}
        <TextInput
          label="Name"
          required
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          data-autofocus
        />
        <TagsInput
          label="Allowed origins"
          description="Sites that may call Atrium from a browser, such as https://shop.example.com. Press Enter after each."
          value={allowedOrigins}
          onChange={setOrigins}
          splitChars={[',', ' ']}
        />
        <TagsInput
          label="Redirect URIs"
          description="Where sign-in may return to. Compared exactly: no wildcards."
          value={redirectUris}
          onChange={setRedirectUris}
          splitChars={[',', ' ']}
        />
        <Switch
          label="Rotate refresh tokens"
          description="Each refresh returns a new refresh token; reusing an old one revokes the whole session."
          checked={rotateRefreshTokens}
          onChange={(e) => setRotate(e.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={pending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
