import { Anchor } from '@mantine/core';
import { SITE } from '../../../lib/site-config';
import { LegalPage } from './legal-page';

export function ContactPage() {
  return (
    <LegalPage
      title="Contact"
      intro="Questions, sales enquiries or feedback: we would like to hear from you."
      sections={[
        {
          heading: 'Sales and general enquiries',
          body: (
            <>
              Email <Anchor href={`mailto:${SITE.contactEmail}`}>{SITE.contactEmail}</Anchor> and tell us about your
              pub, school, company or app.
            </>
          ),
        },
        {
          heading: 'Privacy',
          body: (
            <>
              For UK GDPR requests email <Anchor href={`mailto:${SITE.privacyEmail}`}>{SITE.privacyEmail}</Anchor>.
            </>
          ),
        },
      ]}
    />
  );
}
