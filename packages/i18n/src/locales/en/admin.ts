import { audit } from './admin/audit';
import { dashboard } from './admin/dashboard';
import { reports } from './admin/reports';
import { shell } from './admin/shell';
import { users } from './admin/users';
import { verifications } from './admin/verifications';

/** The staff side (/admin): one part per page, each in its own file under admin/. */
export const admin = { shell, dashboard, reports, users, verifications, audit } as const;
