import { Badge, Group, Stack, Table, Text, Title } from '@mantine/core';
import { ARENA_REPORT_SPLIT, type ArenaReport, type ArenaReportQuestion, formatNumber } from '@trivia/contracts';
import { QUESTION_STATUS_LABELS, QUESTION_TYPE_LABELS, questionLabel, rateText, secondsText } from '../report-format';
import { ScrollTable } from '../../../components/scroll-table';

/** "Paris 3 · Lyon 1": how often each answer was given, the right one marked. */
function spreadLine(question: ArenaReportQuestion): string | null {
  if (question.estimates) {
    const { min, median, max } = question.estimates;
    const n = (value: number) => formatNumber(value);
    return `Answers from ${n(min)} to ${n(max)}, median ${n(median)}`;
  }
  const given = question.spread.filter((entry) => entry.count > 0 || question.type === 'poll');
  if (given.length === 0) return null;
  return given.map((entry) => `${entry.label}${entry.correct ? ' ✓' : ''} ${entry.count}`).join(' · ');
}

/** The numeric columns in one line, for a phone, where they are not shown as columns. */
const figuresLine = (question: ArenaReportQuestion) =>
  [
    `${question.answeredCount} answered`,
    question.type === 'poll' ? 'poll' : `${rateText(question.correctRate)} right`,
    secondsText(question.averageMs),
  ].join(' · ');

function QuestionCell({ question }: { question: ArenaReportQuestion }) {
  const status = QUESTION_STATUS_LABELS[question.status];
  const spread = spreadLine(question);
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {question.prompt}
      </Text>
      <Group gap={4}>
        <Badge size="xs" variant="outline" color="gray">
          {QUESTION_TYPE_LABELS[question.type]}
        </Badge>
        {question.round ? (
          <Badge size="xs" variant="outline" color="gray">
            {question.round}
          </Badge>
        ) : null}
        {question.split ? (
          <Badge size="xs" color="orange" variant="filled">
            Split the room
          </Badge>
        ) : null}
        {status ? (
          <Badge size="xs" color="gray" variant="light">
            {status}
          </Badge>
        ) : null}
        {question.remarks ? (
          <Badge size="xs" color="violet" variant="light">
            Re-marked
          </Badge>
        ) : null}
      </Group>
      {question.correctAnswer ? <Text size="xs">Answer: {question.correctAnswer}</Text> : null}
      {spread ? (
        <Text size="xs" c="dimmed">
          {spread}
        </Text>
      ) : null}
      {question.status === 'played' ? (
        <Text size="xs" hiddenFrom="sm">
          {figuresLine(question)}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Every question: how many answered, the share right (split questions marked) and the average time. */
export function ReportQuestions({ report }: { report: ArenaReport }) {
  const split = report.questions.filter((q) => q.split).length;
  return (
    <Stack component="section" gap="xs" aria-labelledby="report-questions">
      <Title order={2} size="h4" id="report-questions">
        Questions
      </Title>
      <Text size="sm" c="dimmed">
        {split === 0
          ? 'No question split the room.'
          : `${split} question${split === 1 ? '' : 's'} split the room (${rateText(ARENA_REPORT_SPLIT.min)} to ${rateText(ARENA_REPORT_SPLIT.max)} right): worth going over together.`}
      </Text>
      <ScrollTable label="Questions" minWidth={320}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">#</Table.Th>
            <Table.Th scope="col">Question</Table.Th>
            <Table.Th scope="col" ta="right" visibleFrom="sm">
              Answered
            </Table.Th>
            <Table.Th scope="col" ta="right" visibleFrom="sm">
              Right
            </Table.Th>
            <Table.Th scope="col" ta="right" visibleFrom="sm">
              Average time
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.questions.map((question) => (
            <Table.Tr key={question.index} data-split={question.split || undefined}>
              <Table.Td valign="top">{questionLabel(question.index)}</Table.Td>
              <Table.Td>
                <QuestionCell question={question} />
              </Table.Td>
              <Table.Td ta="right" valign="top" visibleFrom="sm">
                {question.status === 'played' ? question.answeredCount : '–'}
              </Table.Td>
              <Table.Td ta="right" valign="top" visibleFrom="sm">
                {question.type === 'poll' && question.status === 'played' ? 'Poll' : rateText(question.correctRate)}
              </Table.Td>
              <Table.Td ta="right" valign="top" visibleFrom="sm">
                {secondsText(question.averageMs)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </ScrollTable>
    </Stack>
  );
}
