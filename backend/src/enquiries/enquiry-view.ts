import type { Enquiry } from '@trivia/contracts';
import type { EnquiryEntity } from './enquiry.entity';

export function enquiryView(row: EnquiryEntity): Enquiry {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    name: row.name,
    email: row.email,
    organisation: row.organisation,
    role: row.role,
    audienceSize: row.audienceSize,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    statusChangedAt: row.statusChangedAt?.toISOString() ?? null,
    statusChangedBy: row.statusChangedBy,
  };
}
