import { productsQueries, shippingOptionsQueries, sitesQueries } from '@atrium/react';
import { Anchor, Badge, Button, Code, CopyButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CopyValue } from '../../components/copy-value';
import { useSiteClient } from '../../site-client';
import { PRODUCT_COUNT } from './key-figures';
import { sdkSnippet } from './sdk-snippet';

/** The first things a new shop needs, each ticked off from what the site really holds. */
export function GettingStarted({ base }: { base: string }) {
  const client = useSiteClient();
  const products = useQuery(productsQueries.list(client, PRODUCT_COUNT));
  const shipping = useQuery(shippingOptionsQueries.list(client, { limit: 1 }));
  const clients = useQuery(sitesQueries.clients(client));
  const first = clients.data?.[0];
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="getting-started-title">
      <Stack>
        <Title order={2} size="h4" id="getting-started-title">
          Getting started
        </Title>
        <Stack component="ol" gap="md" m={0} p={0} style={{ listStyle: 'none' }}>
          <Step title="Add a product" done={products.data && products.data.items.length > 0}>
            <Anchor component={Link} to={`${base}/products`}>
              Products
            </Anchor>
            : what the shop sells, with its price and stock.
          </Step>
          <Step title="Set up shipping" done={shipping.data && shipping.data.items.length > 0}>
            <Anchor component={Link} to={`${base}/shipping`}>
              Shipping
            </Anchor>
            : at least one option, or carts cannot be shipped.
          </Step>
          <Step title="Connect your site" done={clients.data && clients.data.length > 0}>
            {first ? (
              <Connect clientId={first._id} name={first.name} />
            ) : (
              <>
                Create an{' '}
                <Anchor component={Link} to={`${base}/oauth-clients`}>
                  OAuth client
                </Anchor>{' '}
                for your site; its id goes in the SDK.
              </>
            )}
          </Step>
        </Stack>
      </Stack>
    </Paper>
  );
}

/** One step: done, to do, or not known yet (its data still loading). */
function Step({ title, done, children }: { title: string; done: boolean | undefined; children: ReactNode }) {
  return (
    <li aria-label={`${title}: ${done ? 'done' : 'to do'}`}>
      <Group gap="xs" mb={4}>
        <Text fw={600}>{title}</Text>
        {done !== undefined && (
          <Badge color={done ? 'teal' : 'gray'} variant="light">
            {done ? 'Done' : 'To do'}
          </Badge>
        )}
      </Group>
      <Text size="sm" component="div">
        {children}
      </Text>
    </li>
  );
}

function Connect({ clientId, name }: { clientId: string; name: string }) {
  const snippet = sdkSnippet(clientId, window.location.origin);
  return (
    <Stack gap={6}>
      <Group gap="xs">
        <span>Client id of “{name}”:</span>
        <CopyValue value={clientId} label="the client id" />
      </Group>
      <span>Install @atrium/sdk in your site and start with:</span>
      <Code block aria-label="SDK snippet">
        {snippet}
      </Code>
      <CopyButton value={snippet}>
        {({ copied, copy }) => (
          <Button size="compact-sm" variant="default" onClick={copy} w="fit-content">
            {copied ? 'Copied' : 'Copy the snippet'}
          </Button>
        )}
      </CopyButton>
    </Stack>
  );
}
