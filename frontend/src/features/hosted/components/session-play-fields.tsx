import { NumberInput, Radio, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { ARENA_ROOM_LIMITS, type ArenaPace, type ArenaScoring } from '@trivia/contracts';
import type { SessionForm } from '../hooks/use-session-form';

const { questionSeconds } = ARENA_ROOM_LIMITS;

/** Title, scoring, pace and time per question. */
export function SessionPlayFields({ form, defaultTitle }: { form: SessionForm; defaultTitle: string | null }) {
  const { values, errors, set } = form;
  return (
    <Stack gap="md">
      <TextInput
        label="Title (optional)"
        description="Shown on the big screen and in the report."
        placeholder={defaultTitle ?? 'Live quiz'}
        value={values.title}
        onChange={(event) => set('title', event.currentTarget.value)}
        error={errors.title}
      />
      <Radio.Group
        label="Scoring"
        value={values.scoring}
        onChange={(value) => set('scoring', value as ArenaScoring)}
        error={errors.scoring}
      >
        <Stack gap="xs" mt={6}>
          <Radio value="accuracy" label="Accuracy" description="One point for each right answer." />
          <Radio value="speed" label="Speed" description="Faster right answers score more, with streak bonuses." />
        </Stack>
      </Radio.Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Radio.Group
          label="Pace"
          value={values.pace}
          onChange={(value) => set('pace', value as ArenaPace)}
          error={errors.pace}
        >
          <Stack gap="xs" mt={6}>
            <Radio value="host" label="I press Next" description="The game waits for you after each answer." />
            <Radio value="auto" label="Automatic" description="Answers and scores move on by themselves." />
          </Stack>
        </Radio.Group>
        <NumberInput
          label="Seconds per question"
          description={`${questionSeconds.min} to ${questionSeconds.max}; you can add time during a question`}
          min={questionSeconds.min}
          max={questionSeconds.max}
          clampBehavior="none"
          value={values.questionSeconds}
          onChange={(value) => set('questionSeconds', value)}
          error={errors.questionSeconds}
        />
      </SimpleGrid>
    </Stack>
  );
}
