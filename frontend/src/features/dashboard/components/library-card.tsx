import { Anchor, List, Skeleton, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { countLabel } from '../../../lib/format';
import { useDashboardLibrary } from '../api/dashboard.api';
import { DashboardCard } from './dashboard-card';

/** What the member saved, downloaded and built, with the three most recent. */
export function LibraryCard() {
  const library = useDashboardLibrary();
  const data = library.data;
  const recent = data
    ? [
        ...data.built.map((b) => ({
          slug: b.quiz.slug,
          title: b.quiz.title,
          to: `/builder/quizzes/${encodeURIComponent(b.quiz.slug)}/edit`,
        })),
        ...data.items.map((i) => ({ slug: i.quiz.slug, title: i.quiz.title, to: `/quizzes/${i.quiz.slug}` })),
      ].slice(0, 3)
    : [];
  return (
    <DashboardCard title="Your library">
      {library.isPending ? <Skeleton height={72} /> : null}
      {library.isError ? <Text size="sm">Your library could not be loaded.</Text> : null}
      {data ? (
        <Text size="sm">
          {countLabel(data.items.length, 'saved or downloaded quiz', 'saved or downloaded quizzes')},{' '}
          {countLabel(data.built.length, 'quiz', 'quizzes')} you built.
        </Text>
      ) : null}
      {recent.length > 0 ? (
        <List size="sm" spacing={4}>
          {recent.map((quiz) => (
            <List.Item key={quiz.slug}>
              <Anchor component={Link} to={quiz.to}>
                {quiz.title}
              </Anchor>
            </List.Item>
          ))}
        </List>
      ) : null}
      {data && recent.length === 0 ? (
        <Text size="sm">
          Nothing here yet:{' '}
          <Anchor component={Link} to="/quizzes">
            browse the catalogue
          </Anchor>
          .
        </Text>
      ) : null}
      <Anchor component={Link} to="/library" size="sm">
        Open your library
      </Anchor>
    </DashboardCard>
  );
}
