import { account } from './account';
import { auth } from './auth';
import { common } from './common';
import { email } from './email';
import { errors } from './errors';
import { pages } from './pages';
import { validation } from './validation';

export const es = { common, auth, account, validation, errors, email, pages } as const;
