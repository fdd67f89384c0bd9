import { Button, Group, Paper, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { SessionForm } from '../hooks/use-session-form';
import { canAddPoll, type PollDraft } from '../session-form';

const WHEN = [
  { value: 'start', label: 'Before the first question' },
  { value: 'end', label: 'After the last question' },
];

/** Host-written polls: no score, the room sees the spread (an icebreaker, or feedback at the end). */
export function SessionPollFields({ form }: { form: SessionForm }) {
  const { values, errors, setPoll, addPoll, removePoll } = form;
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Polls score nothing: the room sees how everyone voted.
      </Text>
      {values.polls.map((poll, index) => (
        <Paper key={index} withBorder p="md" radius="md" component="fieldset" style={{ margin: 0 }}>
          <Text component="legend" size="sm" fw={600} px={4}>
            Poll {index + 1}
          </Text>
          <Stack gap="sm">
            <TextInput
              label="Question"
              value={poll.prompt}
              onChange={(event) => setPoll(index, { prompt: event.currentTarget.value })}
              error={errors[`polls.${index}.prompt`] ?? errors[`polls.${index}`]}
            />
            <Textarea
              label="Options"
              description="One a line, 2 to 6"
              autosize
              minRows={3}
              value={poll.options}
              onChange={(event) => setPoll(index, { options: event.currentTarget.value })}
              error={errors[`polls.${index}.options`]}
            />
            <Group justify="space-between" align="flex-end">
              <Select
                label="When"
                data={WHEN}
                value={poll.at}
                onChange={(value) => setPoll(index, { at: (value as PollDraft['at'] | null) ?? 'start' })}
                allowDeselect={false}
                error={errors[`polls.${index}.at`]}
              />
              <Button
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => removePoll(index)}
              >
                Remove poll {index + 1}
              </Button>
            </Group>
          </Stack>
        </Paper>
      ))}
      {errors.polls ? (
        <Text c="red" size="sm" role="alert">
          {errors.polls}
        </Text>
      ) : null}
      <Button
        variant="light"
        leftSection={<IconPlus size={16} aria-hidden />}
        disabled={!canAddPoll(values)}
        onClick={addPoll}
        style={{ alignSelf: 'flex-start' }}
      >
        Add a poll
      </Button>
    </Stack>
  );
}
