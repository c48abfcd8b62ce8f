import { account } from '@edge/i18n/locales/en/account';
import { auth } from '@edge/i18n/locales/en/auth';
import { common } from '@edge/i18n/locales/en/common';
import { directory } from '@edge/i18n/locales/en/directory';
import { errors } from '@edge/i18n/locales/en/errors';
import { images } from '@edge/i18n/locales/en/images';
import { maps } from '@edge/i18n/locales/en/maps';
import { pages } from '@edge/i18n/locales/en/pages';
import { reviews } from '@edge/i18n/locales/en/reviews';
import { search } from '@edge/i18n/locales/en/search';
import { validation } from '@edge/i18n/locales/en/validation';

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
