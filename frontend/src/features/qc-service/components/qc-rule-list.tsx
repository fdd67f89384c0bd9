import { Code, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { QC_RULE_IDS, QC_RULES } from '@trivia/contracts';

/** Every rule the check applies, each with a question that fails it and the same question fixed. */
export function QcRuleList() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" component="ul" style={{ listStyle: 'none', padding: 0 }}>
      {QC_RULE_IDS.map((id) => {
        const rule = QC_RULES[id];
        return (
          <li key={id} id={`rule-${id}`}>
            <Stack gap={4}>
              <Title order={3} size="h5">
                {rule.title} <Code>{id}</Code>
              </Title>
              <Text size="sm">{rule.summary}</Text>
              <Text size="sm">
                <Text span fw={600} c="red.9">
                  Fails:
                </Text>{' '}
                {rule.fail}
              </Text>
              <Text size="sm">
                <Text span fw={600} c="teal.9">
                  Fixed:
                </Text>{' '}
                {rule.fix}
              </Text>
            </Stack>
          </li>
        );
      })}
    </SimpleGrid>
  );
}
