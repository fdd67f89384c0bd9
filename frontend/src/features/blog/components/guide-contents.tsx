import { Anchor, List, Paper, Title } from '@mantine/core';
import type { GuideHeading } from '@trivia/contracts';

/** The guide's sections as links to their headings; parts (h3) sit under their section. */
export function GuideContents({ toc }: { toc: GuideHeading[] }) {
  const sections = toc.reduce<{ heading: GuideHeading; parts: GuideHeading[] }[]>((all, heading) => {
    const last = all[all.length - 1];
    if (heading.depth === 3 && last) last.parts.push(heading);
    else all.push({ heading, parts: [] });
    return all;
  }, []);
  return (
    <Paper component="nav" aria-labelledby="guide-contents" withBorder radius="md" p="lg" className="guide-contents">
      <Title order={2} size="h4" id="guide-contents" mb="sm">
        Contents
      </Title>
      <List type="ordered" spacing={4}>
        {sections.map(({ heading, parts }) => (
          <List.Item key={heading.id}>
            <Anchor href={`#${heading.id}`}>{heading.text}</Anchor>
            {parts.length > 0 ? (
              <List withPadding listStyleType="disc" spacing={2} size="sm">
                {parts.map((part) => (
                  <List.Item key={part.id}>
                    <Anchor href={`#${part.id}`} size="sm">
                      {part.text}
                    </Anchor>
                  </List.Item>
                ))}
              </List>
            ) : null}
          </List.Item>
        ))}
      </List>
    </Paper>
  );
}
