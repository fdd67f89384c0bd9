import { Button, Container, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PageTitle } from './page-title';

/** The app's 404: unknown paths, and pages whose thing does not exist (a quiz slug nobody published). */
export function NotFoundPage() {
  return (
    <Container size="sm" py="xl">
      <PageTitle title="Page not found" />
      <Text mb="lg">The page you asked for does not exist or has moved.</Text>
      <Button component={Link} to="/">
        Go to the home page
      </Button>
    </Container>
  );
}
