import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import type { BlogPostSummary } from '@trivia/contracts';
import { Link } from 'react-router-dom';
import { ArticleDateLine, TagLinks } from './article-meta';

/** A post in the list: its title is the link, then when, how long, what it is about and its tags. */
export function PostCard({ post }: { post: BlogPostSummary }) {
  return (
    <Paper component="article" withBorder radius="md" p="lg" aria-labelledby={`post-${post.slug}`}>
      <Stack gap="xs">
        <Title order={2} size="h3" id={`post-${post.slug}`}>
          <Anchor component={Link} to={`/blog/${post.slug}`} inherit underline="hover">
            {post.title}
          </Anchor>
        </Title>
        <ArticleDateLine date={post.date} updated={post.updated} minutes={post.readingMinutes} />
        <Text>{post.summary}</Text>
        <TagLinks tags={post.tags} />
      </Stack>
    </Paper>
  );
}
