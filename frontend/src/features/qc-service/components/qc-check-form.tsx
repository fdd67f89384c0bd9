import { Alert, Anchor, Button, Group, List, Radio, Stack, Textarea, TextInput, Text } from '@mantine/core';
import { BUILDER_LIMITS, type BuilderQuestionType, QC_RULES, type QcCheckResponse } from '@trivia/contracts';
import { type FormEvent, type ReactNode, useState } from 'react';
import { isApiError } from '../../../lib/api-client';
import { useQcCheck } from '../api/qc-check.api';
import { EMPTY_QC_DRAFT, messagesByField, type QcDraft, requestOf } from '../qc-draft';

const TYPES: { value: BuilderQuestionType; label: string }[] = [
  { value: 'text', label: 'Typed answer' },
  { value: 'multiple_choice', label: 'Multiple choice' },
  { value: 'true_false', label: 'True or false' },
];

function errorOf(messages: string[] | undefined): ReactNode {
  if (!messages?.length) return undefined;
  return (
    <Stack gap={2} component="span">
      {messages.map((message) => (
        <span key={message}>{message}</span>
      ))}
    </Stack>
  );
}

/** The outcome of the last check: a pass, or every problem with a link to its rule. */
function Verdict({ result }: { result: QcCheckResponse }) {
  if (result.ok) {
    return (
      <Alert color="teal" title="No problems found" role="status">
        This question passes every rule below.
      </Alert>
    );
  }
  const count = result.problems.length;
  return (
    <Alert color="orange" title={`${count} problem${count === 1 ? '' : 's'} to fix`} role="status">
      <List size="sm" spacing={4}>
        {result.problems.map((problem) => (
          <List.Item key={`${problem.path}-${problem.rule}-${problem.message}`}>
            {problem.message}{' '}
            <Anchor href={`#rule-${problem.rule}`} size="sm">
              ({QC_RULES[problem.rule].title})
            </Anchor>
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}

/** The live form: the question goes to POST /api/qc/check, and the problems come back on their fields. */
export function QcCheckForm() {
  const [draft, setDraft] = useState<QcDraft>(EMPTY_QC_DRAFT);
  const check = useQcCheck();
  const result = check.data;
  const messages = result ? messagesByField(result.problems) : {};
  const change = (patch: Partial<QcDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    check.mutate(requestOf(draft));
  };
  const refusal = check.error
    ? isApiError(check.error) && check.error.body
      ? check.error.body.message
      : 'The check could not be reached. Please try again.'
    : null;

  return (
    <form onSubmit={submit} aria-label="Check a question" noValidate>
      <Stack gap="md">
        <Radio.Group
          label="Type of question"
          value={draft.type}
          onChange={(value) => change({ type: value as BuilderQuestionType })}
        >
          <Group gap="lg" mt={6}>
            {TYPES.map((type) => (
              <Radio key={type.value} value={type.value} label={type.label} />
            ))}
          </Group>
        </Radio.Group>
        <Textarea
          label="Question"
          description={`${BUILDER_LIMITS.prompt.min} to ${BUILDER_LIMITS.prompt.max} characters.`}
          autosize
          minRows={2}
          value={draft.prompt}
          onChange={(event) => change({ prompt: event.currentTarget.value })}
          error={errorOf(messages.prompt)}
        />
        <TextInput
          label="Answer"
          description={draft.type === 'true_false' ? 'True or False.' : undefined}
          value={draft.answer}
          onChange={(event) => change({ answer: event.currentTarget.value })}
          error={errorOf(messages.answer)}
        />
        {draft.type === 'text' ? (
          <Textarea
            label="Accepted alternatives"
            description="Other ways of writing the answer that should count as right, one to a line."
            autosize
            minRows={2}
            value={draft.aliases}
            onChange={(event) => change({ aliases: event.currentTarget.value })}
            error={errorOf(messages.aliases)}
          />
        ) : null}
        {draft.type === 'multiple_choice' ? (
          <Textarea
            label="Options"
            description={`${BUILDER_LIMITS.options.min} to ${BUILDER_LIMITS.options.max} options, one to a line, the answer among them.`}
            autosize
            minRows={4}
            value={draft.options}
            onChange={(event) => change({ options: event.currentTarget.value })}
            error={errorOf(messages.options)}
          />
        ) : null}
        {draft.type === 'true_false' && messages.options ? (
          <Text c="red" size="sm">
            {messages.options.join(' ')}
          </Text>
        ) : null}
        <Group>
          <Button type="submit" loading={check.isPending}>
            Check question
          </Button>
        </Group>
        {refusal ? (
          <Alert color="red" title="Not checked" role="alert">
            {refusal}
          </Alert>
        ) : null}
        {result && !check.isPending ? <Verdict result={result} /> : null}
      </Stack>
    </form>
  );
}
