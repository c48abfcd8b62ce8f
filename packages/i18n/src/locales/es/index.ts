import { account } from './account';
import { admin } from './admin';
import { auth } from './auth';
import { business } from './business';
import { calendar } from './calendar';
import { chat } from './chat';
import { common } from './common';
import { content } from './content';
import { directory } from './directory';
import { email } from './email';
import { errors } from './errors';
import { images } from './images';
import { maps } from './maps';
import { pages } from './pages';
import { payments } from './payments';
import { professional } from './professional';
import { restaurant } from './restaurant';
import { reviews } from './reviews';
import { search } from './search';
import { validation } from './validation';
import { wall } from './wall';

export const es = {
	admin,
	common,
	auth,
	account,
	validation,
	errors,
	email,
	pages,
	content,
	payments,
	business,
	calendar,
	chat,
	directory,
	images,
	maps,
	professional,
	restaurant,
	reviews,
	search,
	wall,
} as const;
