import { Alert, Button, Chip, Container, Group, Stack, Text } from '@mantine/core';
import { blogTagLabel, blogTagSchema } from '@trivia/contracts';
import { useSearchParams } from 'react-router-dom';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { PageTitle } from '../../../components/page-title';
import { useBlogPosts, useBlogTags } from '../api/blog.api';
import { FeedAlternateLink } from './feed-alternate-link';
import { RssLink } from './article-meta';
import { PostCard } from './post-card';

const ALL = 'all';

/** Chips to show every post or one tag's; the choice lives in the address (?tag=) so it can be shared. */
function TagFilter({ selected, onChange }: { selected: string | null; onChange: (tag: string | null) => void }) {
  const tags = useBlogTags();
  if (!tags.data) return null;
  return (
    <Chip.Group value={selected ?? ALL} onChange={(value) => onChange(value === ALL ? null : (value as string))}>
      <Group gap="xs" role="radiogroup" aria-label="Show posts about">
        <Chip value={ALL} variant="outline">
          All posts
        </Chip>
        {tags.data.tags.map(({ tag, count }) => (
          <Chip key={tag} value={tag} variant="outline">
            {`${blogTagLabel(tag)} (${count})`}
          </Chip>
        ))}
      </Group>
    </Chip.Group>
  );
}

/** /blog: every post, newest first, filtered by one tag when ?tag= names one. */
export function BlogListPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tag');
  const tag = requested && blogTagSchema.safeParse(requested).success ? requested : null;
  const posts = useBlogPosts(tag);
  const choose = (next: string | null) => setParams(next ? { tag: next } : {}, { replace: true });
  return (
    <Container size="md" py="xl">
      <FeedAlternateLink />
      <PageTitle
        title={tag ? `Blog: ${blogTagLabel(tag)}` : 'Blog'}
        subtitle="Practical guides for quiz hosts, teachers, teams and anyone who writes questions."
      />
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <TagFilter selected={tag} onChange={choose} />
          <RssLink />
        </Group>
        {posts.isPending ? <LoadingSpinner label="Loading the posts" /> : null}
        {posts.isError ? (
          <Alert color="red" title="The posts could not be loaded">
            <Button size="xs" variant="light" onClick={() => void posts.refetch()}>
              Retry
            </Button>
          </Alert>
        ) : null}
        {posts.data && posts.data.posts.length === 0 ? (
          <Text>
            No posts have that tag.{' '}
            <Button variant="subtle" size="compact-sm" onClick={() => choose(null)}>
              Show all posts
            </Button>
          </Text>
        ) : null}
        {posts.data ? (
          <Stack gap="md" aria-live="polite">
            {posts.data.posts.map((post) => (
              <PostCard key={post.slug} post={post} />
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Container>
  );
}
