import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of the pages before sign-in: a title, a line of context, a form. */
export function AccountCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Container size={440} py={48} component="main">
      <Text fw={700} c="indigo" mb="md">
        Atrium
      </Text>
      <Paper withBorder shadow="sm" p="lg" radius="md">
        <Stack>
          <Title order={1} size="h2">
            {title}
          </Title>
          {intro && <Text c="dimmed">{intro}</Text>}
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
