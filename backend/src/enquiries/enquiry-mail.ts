import { ENQUIRY_KIND_LABELS, type EnquiryInput } from '@trivia/contracts';
import type { MailMessage } from '../mail/mail.service';

type StoredEnquiry = Omit<EnquiryInput, 'consent' | 'website'>;

/**
 * The mail each admin gets: every field, as plain text, and where to mark it. The single-line fields cannot hold
 * line breaks (the schema refuses control characters), so none can add a header to the subject.
 */
export function adminNotice(enquiry: StoredEnquiry, to: string, publicUrl: string): MailMessage {
  const kind = ENQUIRY_KIND_LABELS[enquiry.kind];
  return {
    to,
    subject: `New ${kind.toLowerCase()} enquiry from ${enquiry.organisation}`,
    text: [
      `A new ${kind.toLowerCase()} enquiry has arrived.`,
      '',
      `Name: ${enquiry.name}`,
      `E-mail: ${enquiry.email}`,
      `Organisation: ${enquiry.organisation}`,
      `Role: ${enquiry.role ?? 'not given'}`,
      `Audience or expected players: ${enquiry.audienceSize?.toLocaleString('en-GB') ?? 'not given'}`,
      '',
      'Message:',
      enquiry.message,
      '',
      `Reply to the sender directly, then mark it contacted: ${publicUrl}/admin/enquiries`,
    ].join('\n'),
  };
}

/** The sender's acknowledgement: that it arrived, a copy of what they wrote, and no promise we cannot keep. */
export function acknowledgement(enquiry: StoredEnquiry): MailMessage {
  const kind = ENQUIRY_KIND_LABELS[enquiry.kind];
  return {
    to: enquiry.email,
    subject: 'We have received your enquiry',
    text: [
      `Dear ${enquiry.name},`,
      '',
      `Thank you for your ${kind.toLowerCase()} enquiry on behalf of ${enquiry.organisation}. It has reached our team,`,
      'and one of us will reply to this address.',
      '',
      'What you wrote:',
      enquiry.message,
      '',
      'If you did not send this enquiry, you can ignore this message.',
    ].join('\n'),
  };
}
