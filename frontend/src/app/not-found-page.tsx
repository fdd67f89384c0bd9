import { Button, Container, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { PageTitle } from '../components/page-title';

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
