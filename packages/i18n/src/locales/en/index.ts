import type { Catalog } from '../catalog';
import { account } from './account';
import { auth } from './auth';
import { common } from './common';
import { email } from './email';
import { errors } from './errors';
import { pages } from './pages';
import { payments } from './payments';
import { validation } from './validation';

export const en: Catalog = { common, auth, account, validation, errors, email, pages, payments };
