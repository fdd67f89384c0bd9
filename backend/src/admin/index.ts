/** The admin domain's public face: the module, and the audit log every admin action writes through. */
export { AdminModule } from './admin.module';
export { type AdminActor, CurrentAdmin } from './admin-actor';
export { type AuditedChange, type AuditRecord, AdminAuditService } from './audit/admin-audit.service';
