import { Anchor, Badge, Group, Text } from '@mantine/core';
import { blogTagLabel } from '@trivia/contracts';
import { Link } from 'react-router-dom';
import { formatLongDate } from '../../../lib/format';

export const tagPath = (tag: string) => `/blog?tag=${encodeURIComponent(tag)}`;

/** "20 January 2026 · 6 min read", with the revision date when there is one. */
export function ArticleDateLine({
  date,
  updated,
  minutes,
}: {
  date: string;
  updated?: string | null;
  minutes: number;
}) {
  return (
    <Text size="sm" c="dimmed">
      <time dateTime={date}>{formatLongDate(date)}</time>
      {updated && updated !== date ? (
        <>
          {' · updated '}
          <time dateTime={updated}>{formatLongDate(updated)}</time>
        </>
      ) : null}
      {` · ${minutes} min read`}
    </Text>
  );
}

/** A post's tags, each leading to the list of posts with that tag. */
export function TagLinks({ tags }: { tags: string[] }) {
  return (
    <Group gap={6} component="ul" aria-label="Tags" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {tags.map((tag) => (
        <li key={tag}>
          <Badge component={Link} to={tagPath(tag)} variant="light" radius="sm" style={{ cursor: 'pointer' }}>
            {blogTagLabel(tag)}
          </Badge>
        </li>
      ))}
    </Group>
  );
}

export function RssLink() {
  return (
    <Anchor href="/blog/rss.xml" size="sm">
      RSS feed
    </Anchor>
  );
}
