import { Button, Group, Paper, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

export function ContactSalesCta() {
  return (
    <Paper component="section" withBorder p="xl" radius="lg" aria-labelledby="cta-title">
      <Title order={2} id="cta-title" size="h3">
        Quizzes for your organisation?
      </Title>
      <Text c="dimmed" mt="xs" mb="md">
        Tell us what you need: team events, classroom packs, white-label quizzes or API access.
      </Text>
      <Group>
        <Button component={Link} to="/contact" size="md">
          Contact Sales
        </Button>
      </Group>
    </Paper>
  );
}
