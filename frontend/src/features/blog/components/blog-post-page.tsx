import { Alert, Anchor, Button, Container, Divider, Stack, Text } from '@mantine/core';
import { blogSlugSchema, type BlogPost } from '@trivia/contracts';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useParams } from 'react-router-dom';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { NotFoundPage } from '../../../components/not-found-page';
import { PageTitle } from '../../../components/page-title';
import { isApiError } from '../../../lib/api-client';
import { useBlogPost } from '../api/blog.api';
import { blogPostingJsonLd, scriptSafeJson } from '../blog-json-ld';
import { ArticleBody } from './article-body';
import { ArticleDateLine, RssLink, TagLinks } from './article-meta';
import { FeedAlternateLink } from './feed-alternate-link';
import { PostNeighbours } from './post-neighbours';

function PostContent({ post }: { post: BlogPost }) {
  return (
    <article aria-labelledby="post-title">
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: scriptSafeJson(blogPostingJsonLd(post, window.location.origin)) }}
      />
      <header>
        <Stack gap={0} id="post-title">
          <PageTitle title={post.title} />
        </Stack>
        <Stack gap="xs" mb="xl">
          <Text size="sm">
            By <strong>{post.author}</strong>
          </Text>
          <ArticleDateLine date={post.date} updated={post.updated} minutes={post.readingMinutes} />
          <TagLinks tags={post.tags} />
        </Stack>
      </header>
      <ArticleBody html={post.html} />
      <Divider my="xl" />
      <PostNeighbours previous={post.previous} next={post.next} />
    </article>
  );
}

/** /blog/:slug: one post, with its author, date, tags, and the posts either side. An unknown post is a 404. */
export function BlogPostPage() {
  const { slug } = useParams();
  const post = useBlogPost(slug);
  const validSlug = blogSlugSchema.safeParse(slug).success;
  if (!validSlug || (isApiError(post.error) && post.error.status === 404)) return <NotFoundPage />;
  return (
    <Container size="md" py="xl">
      <FeedAlternateLink />
      <Anchor
        component={Link}
        to="/blog"
        size="sm"
        mb="md"
        display="inline-flex"
        className="no-print"
        style={{ alignItems: 'center', gap: 4 }}
      >
        <IconArrowLeft size={14} aria-hidden /> All posts
      </Anchor>
      {post.data ? <PostContent post={post.data} /> : null}
      {post.isPending ? <LoadingSpinner label="Loading the post" /> : null}
      {post.isError ? (
        <Alert color="red" title="This post could not be loaded">
          <Button size="xs" variant="light" onClick={() => void post.refetch()}>
            Retry
          </Button>
        </Alert>
      ) : null}
      <Stack mt="xl" className="no-print">
        <RssLink />
      </Stack>
    </Container>
  );
}
