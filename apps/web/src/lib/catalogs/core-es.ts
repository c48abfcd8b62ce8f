import { account } from '@edge/i18n/locales/es/account';
import { auth } from '@edge/i18n/locales/es/auth';
import { common } from '@edge/i18n/locales/es/common';
import { directory } from '@edge/i18n/locales/es/directory';
import { errors } from '@edge/i18n/locales/es/errors';
import { images } from '@edge/i18n/locales/es/images';
import { maps } from '@edge/i18n/locales/es/maps';
import { pages } from '@edge/i18n/locales/es/pages';
import { reviews } from '@edge/i18n/locales/es/reviews';
import { search } from '@edge/i18n/locales/es/search';
import { validation } from '@edge/i18n/locales/es/validation';

/**
 * The texts every page may need (shell, forms, errors, cards); feature catalogs load with their
 * pages. The e-mail texts are the server's only: never sent to the browser.
 */
export const core = {
	account,
	auth,
	common,
	directory,
	errors,
	images,
	maps,
	pages,
	reviews,
	search,
	validation,
};
