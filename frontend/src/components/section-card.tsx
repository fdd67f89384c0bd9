import { Paper, Stack, Title, type TitleProps } from '@mantine/core';
import type { ReactNode } from 'react';

interface SectionCardProps {
  /** The heading's id: the section is labelled by it, so screen readers list it by its title. */
  id: string;
  title: string;
  titleSize?: TitleProps['size'];
  children: ReactNode;
}

/** A titled card of a page (a form's part, a list): a labelled `<section>` with a level-two heading. */
export function SectionCard({ id, title, titleSize = 'h3', children }: SectionCardProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={id}>
      <Stack gap="md">
        <Title order={2} size={titleSize} id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
