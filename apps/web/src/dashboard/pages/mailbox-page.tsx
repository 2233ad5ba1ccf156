import { siteMembersQueries } from '@atrium/react';
import { Accordion, Badge, Code, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { formatDate } from '../components/dates';
import { PageHeader } from '../components/page-header';
import { QueryState } from '../components/states';
import { useSiteClient } from '../site-client';

/** Every message the site sent; without an SMTP server this is where they arrive. */
export function MailboxPage() {
  const client = useSiteClient();
  const mail = useQuery({ ...siteMembersQueries.mail(client, { limit: 100 }), refetchInterval: 5000 });
  return (
    <Stack>
      <PageHeader
        title="Mailbox"
        description="Messages sent to members: sign-in codes and password links. Without an SMTP server (ATRIUM_SMTP_URL) they are delivered here only."
      />
      <QueryState query={mail}>
        {({ messages }) =>
          messages.length === 0 ? (
            <Text>No messages yet.</Text>
          ) : (
            <Accordion variant="separated">
              {messages.map((message) => (
                <Accordion.Item key={message._id} value={message._id}>
                  <Accordion.Control>
                    <Group justify="space-between" wrap="nowrap">
                      <Stack gap={0}>
                        <Text fw={500}>{message.subject}</Text>
                        <Text size="sm" c="dimmed">
                          To {message.to}, {formatDate(message._createdDate)}
                        </Text>
                      </Stack>
                      <Badge color={message.status === 'FAILED' ? 'red' : 'gray'}>
                        {message.status.toLowerCase()}
                      </Badge>
                    </Group>
                  </Accordion.Control>
                  <Accordion.Panel>
                    <Code block style={{ whiteSpace: 'pre-wrap' }}>
                      {message.text}
                    </Code>
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          )
        }
      </QueryState>
    </Stack>
  );
}
