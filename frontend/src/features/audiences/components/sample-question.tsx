import { Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { RevisionSet } from '@trivia/contracts';
import { revisionSetName } from '@trivia/contracts';
import { useId, useState } from 'react';
import { useRevisionSample } from '../api/revision-sets.api';

/**
 * A real question from one revision set, drawn by the server from the bank (a different one each day), with its
 * answer behind a button: what a practice quiz asks, shown rather than described.
 */
export function SampleQuestion({ set }: { set: RevisionSet }) {
  const sample = useRevisionSample(set);
  const [shown, setShown] = useState(false);
  const answerId = useId();
  if (!sample.data) return null;
  const { prompt, options, answer, explanation, difficulty } = sample.data;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={`${answerId}-t`}>
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={2} size="h4" id={`${answerId}-t`}>
            Today’s example question
          </Title>
          <Badge variant="light">{revisionSetName(set.subject, set.level)}</Badge>
          <Badge variant="light" color="gray">
            {difficulty}
          </Badge>
        </Group>
        <Text fw={600}>{prompt}</Text>
        {options ? (
          <List type="ordered" spacing={4} size="sm">
            {options.map((option) => (
              <List.Item key={option}>{option}</List.Item>
            ))}
          </List>
        ) : null}
        <div>
          <Button
            variant="light"
            size="xs"
            aria-expanded={shown}
            aria-controls={answerId}
            onClick={() => setShown((value) => !value)}
          >
            {shown ? 'Hide the answer' : 'Show the answer'}
          </Button>
        </div>
        <div id={answerId} hidden={!shown}>
          <Text size="sm">
            Answer: <strong>{answer}</strong>
          </Text>
          {explanation ? (
            <Text size="sm" c="dimmed">
              {explanation}
            </Text>
          ) : null}
        </div>
      </Stack>
    </Paper>
  );
}
