import { AtriumProvider, createQueryClient } from '@atrium/react';
import { Alert, AppShell, Burger, Button, Group, NavLink, Select, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useMemo } from 'react';
import { Link, Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { ErrorNotice } from './components/states';
import { useOwnerApi, useSignOut, useSignedIn } from './session';
import { createSiteClient } from './site-client';

/** The sections of a site; later issues add theirs here, and only sections that exist are listed. */
export const SECTIONS = [
  { path: '', label: 'Overview' },
  { path: 'members', label: 'Members' },
  { path: 'mailbox', label: 'Mailbox' },
  { path: 'media', label: 'Media' },
  { path: 'categories', label: 'Categories' },
  { path: 'products', label: 'Products' },
  { path: 'orders', label: 'Orders' },
  { path: 'back-in-stock', label: 'Back in stock' },
  { path: 'subscriptions', label: 'Subscriptions' },
  { path: 'abandoned-checkouts', label: 'Abandoned checkouts' },
  { path: 'discounts', label: 'Discounts' },
  { path: 'shipping', label: 'Shipping' },
  { path: 'fees', label: 'Fees' },
  { path: 'tips', label: 'Tips' },
  { path: 'tax', label: 'Tax' },
  { path: 'gift-cards', label: 'Gift cards' },
  { path: 'oauth-clients', label: 'OAuth clients' },
  { path: 'api-keys', label: 'API keys' },
  { path: 'webhooks', label: 'Webhooks' },
  { path: 'events', label: 'Event log' },
  { path: 'owners', label: 'Owners' },
] as const;

/** The owner's sites, and a new one; switching sites keeps the section (from one site's API keys to the other's). */
function SiteSwitcher({ siteId, currentSection }: { siteId: string; currentSection: string }) {
  const session = useSignedIn();
  const navigate = useNavigate();
  const known = session.sites.some((s) => s._id === siteId);
  return (
    <Select
      aria-label="Site"
      data={[
        ...session.sites.map((s) => ({ value: s._id, label: s.name })),
        { value: 'new', label: '+ New site' },
      ]}
      value={known ? siteId : null}
      onChange={(value) =>
        value && navigate(value === 'new' ? '/sites/new' : `/sites/${value}${currentSection}`)
      }
      allowDeselect={false}
      w={{ base: 150, sm: 220 }}
    />
  );
}

/** The site's sections, the current one marked. */
function SectionLinks(props: { base: string; pathname: string; onClick: () => void }) {
  const { base, pathname, onClick } = props;
  return SECTIONS.map((section) => {
    const to = section.path ? `${base}/${section.path}` : base;
    const active = section.path ? pathname.startsWith(to) : pathname === base;
    return (
      <NavLink
        key={section.path}
        component={Link}
        to={to}
        label={section.label}
        active={active}
        aria-current={active ? 'page' : undefined}
        onClick={onClick}
      />
    );
  });
}

export function SiteLayout() {
  const { siteId = '' } = useParams();
  const session = useSignedIn();
  const signOut = useSignOut();
  const [opened, { toggle, close }] = useDisclosure();
  // The owner's client sends the CSRF token of the session it last read.
  const owner = useOwnerApi().client;
  // One client and one cache per site: switching sites never shows the last site's data.
  const { client, queryClient } = useMemo(
    () => ({ client: createSiteClient(siteId, owner), queryClient: createQueryClient() }),
    [siteId, owner],
  );
  const site = session.sites.find((s) => s._id === siteId);
  const { pathname } = useLocation();
  const base = `/sites/${siteId}`;
  // Switching sites keeps the section: from one site's API keys to the other's.
  const currentSection = pathname.slice(base.length);

  return (
    <AppShell
      header={{ height: 56 }}
      navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: !opened } }}
      padding="md"
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label="Show the sections"
            />
            <Text fw={700} c="indigo" visibleFrom="xs">
              Atrium
            </Text>
            <SiteSwitcher siteId={siteId} currentSection={currentSection} />
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Text size="sm" c="dimmed" visibleFrom="md">
              {session.owner.email}
            </Text>
            <Button size="xs" variant="default" onClick={() => signOut.mutate()} loading={signOut.isPending}>
              Sign out
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      {/* More sections than a phone (or a short window) shows at once: the list scrolls on its own. */}
      <AppShell.Navbar p="xs" aria-label="Site sections" style={{ overflowY: 'auto' }}>
        <SectionLinks base={base} pathname={pathname} onClick={close} />
        {/* The owner's own account belongs to no site: the last entry, apart from the site's sections. */}
        <NavLink component={Link} to="/account" label="Your account" mt="sm" onClick={close} />
      </AppShell.Navbar>
      <AppShell.Main>
        {signOut.isError && <ErrorNotice error={signOut.error} />}
        {site ? (
          // Keyed by site: mounted queries keep the cache they started with, so a switch remounts them.
          <AtriumProvider key={siteId} client={client} queryClient={queryClient}>
            <Outlet />
          </AtriumProvider>
        ) : (
          <Alert color="yellow" role="alert" title="Not one of your sites">
            This site does not exist, or you are not one of its owners. Pick one of your sites above.
          </Alert>
        )}
      </AppShell.Main>
    </AppShell>
  );
}
