import { Alert, Button, NumberInput, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import {
  PRACTICE_QUESTION_COUNT,
  type PracticeAnswerStyle,
  type PracticeState,
  type RevisionSetSummary,
  startPracticeRequestSchema,
  formatNumber,
} from '@trivia/contracts';
import { useState, type FormEvent } from 'react';
import { useFormErrors } from '../../../lib/use-form-errors';
import { useStartPractice } from '../api/practice.api';

const FIELDS = ['style', 'questionCount'] as const;

const STYLE_LABELS: Record<PracticeAnswerStyle, { label: string; description: string }> = {
  choices: { label: 'Multiple choice', description: 'Tap one of the options (and some true or false).' },
  typed: { label: 'Type the answer', description: 'Harder: spelling slips are forgiven, guesses are not.' },
};

export interface PracticeStartFormProps {
  set: RevisionSetSummary;
  onStarted: (state: PracticeState) => void;
}

/** How to practise a set: tapped or typed answers, and how many questions (up to what the set can fill). */
export function PracticeStartForm({ set, onStarted }: PracticeStartFormProps) {
  const offered = (['choices', 'typed'] as const).filter((style) => set.maxQuestions[style] > 0);
  const [style, setStyle] = useState<PracticeAnswerStyle>(offered[0] ?? 'choices');
  const max = set.maxQuestions[style];
  const [questionCount, setQuestionCount] = useState<number | string>(Math.min(PRACTICE_QUESTION_COUNT.default, max));
  const start = useStartPractice();
  const form = useFormErrors(FIELDS);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request = form.check(startPracticeRequestSchema, {
      subject: set.subject,
      level: set.level,
      style,
      questionCount: typeof questionCount === 'number' ? questionCount : Number.NaN,
    });
    if (!request) return;
    if (request.questionCount > max)
      return form.setError('questionCount', `This set has ${max} questions of this kind`);
    start.mutate(request, { onSuccess: onStarted, onError: form.showFailure });
  };

  if (offered.length === 0)
    return (
      <Alert color="yellow" variant="light" title="Not enough questions yet">
        {set.name} has too few questions for a practice quiz at the moment.
      </Alert>
    );
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <form onSubmit={submit} noValidate aria-labelledby="practice-start-title">
        <Stack gap="md">
          <Title order={2} size="h3" id="practice-start-title">
            Practise {set.name}
          </Title>
          <Text size="sm" c="dimmed">
            A fresh set of questions on {formatNumber(set.facts)} {set.name} topics, easier ones first. Each answer is
            marked as you go; nothing is ranked.
          </Text>
          <Radio.Group
            label="How you answer"
            value={style}
            onChange={(value) => {
              const next = value as PracticeAnswerStyle;
              setStyle(next);
              if (typeof questionCount === 'number' && questionCount > set.maxQuestions[next])
                setQuestionCount(set.maxQuestions[next]);
              form.clear('style');
            }}
            error={form.errors.style}
          >
            <Stack gap="xs" mt={6}>
              {offered.map((value) => (
                <Radio key={value} value={value} {...STYLE_LABELS[value]} />
              ))}
            </Stack>
          </Radio.Group>
          <NumberInput
            label="Questions"
            description={`${PRACTICE_QUESTION_COUNT.min} to ${max}`}
            min={PRACTICE_QUESTION_COUNT.min}
            max={max}
            allowDecimal={false}
            clampBehavior="none"
            value={questionCount}
            onChange={(value) => {
              setQuestionCount(value);
              form.clear('questionCount');
            }}
            error={form.errors.questionCount}
            w={{ base: '100%', xs: 200 }}
          />
          <Button type="submit" loading={start.isPending} style={{ alignSelf: 'flex-start' }}>
            Start practising
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
