import { Button, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { AccountCard } from '../components/account-card';
import { ErrorNotice } from '../components/states';
import { useCreateSite, useSignedIn } from '../session';

/** Straight to the owner's first site; an owner without sites creates one. */
export function HomePage() {
  const { sites } = useSignedIn();
  if (sites.length > 0) return <Navigate to={`/sites/${sites[0]!._id}`} replace />;
  return <CreateSitePage first />;
}

export function CreateSitePage({ first = false }: { first?: boolean }) {
  const create = useCreateSite();
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(name, { onSuccess: (site) => navigate(`/sites/${site._id}`) });
  };
  return (
    <AccountCard
      title={first ? 'Create your first site' : 'Create a site'}
      intro="A site has its own members, media, categories and store, and its own OAuth clients and API keys."
    >
      <form onSubmit={submit} noValidate>
        <Stack>
          {create.isError && <ErrorNotice error={create.error} />}
          <TextInput
            label="Site name"
            required
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
          />
          <Button type="submit" loading={create.isPending}>
            Create site
          </Button>
          {!first && (
            // Back where the owner came from (the site switcher opens this page from any site).
            <Button
              variant="subtle"
              onClick={() => (window.history.length > 1 ? navigate(-1) : navigate('/'))}
            >
              Cancel
            </Button>
          )}
        </Stack>
      </form>
    </AccountCard>
  );
}

export function NotFoundPage() {
  return (
    <AccountCard title="Page not found" intro="There is no dashboard page at this address.">
      <Button component={Link} to="/">
        Go to your sites
      </Button>
    </AccountCard>
  );
}
