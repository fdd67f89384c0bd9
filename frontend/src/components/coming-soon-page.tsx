import { Button, Container, Group, Paper, Text } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { PageTitle } from './page-title';

export interface ComingSoonPageProps {
  title: string;
  description: string;
}

/** Routes of the spec whose screens arrive in later issues: an honest placeholder, never fake content. */
export function ComingSoonPage({ title, description }: ComingSoonPageProps) {
  return (
    <Container size="sm" py="xl">
      <PageTitle title={title} />
      <Paper withBorder p="lg" radius="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconHourglassHigh aria-hidden size={28} />
          <Text>{description}</Text>
        </Group>
      </Paper>
      <Group mt="lg">
        <Button component={Link} to="/daily-quizzes" variant="light">
          Daily quizzes
        </Button>
        <Button component={Link} to="/" variant="subtle">
          Back to home
        </Button>
      </Group>
    </Container>
  );
}
