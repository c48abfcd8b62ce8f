import { randomBytes } from 'node:crypto';
import { hashPassword } from '@edge/auth';
import { type AccountKind, type Db, type ProfileType, type UserType, users } from '@edge/db';

/** Every demo account signs in with this password (it satisfies the sign-up rules). */
export const DEMO_PASSWORD = 'EdgeDemo2026';

interface DemoUser {
	email: string;
	firstName: string;
	lastName: string;
	phone: string;
	dateOfBirth: string;
	accountKind: AccountKind;
	userType: UserType;
	profileType: ProfileType | null;
}

/** One realistic account of each kind; later releases attach their profiles here. */
export const DEMO_USERS: readonly DemoUser[] = [
	{
		email: 'cliente@demo.edge.do',
		firstName: 'María',
		lastName: 'Peña',
		phone: '+18095550101',
		dateOfBirth: '1992-04-18',
		accountKind: 'customer',
		userType: 'Customer',
		profileType: null,
	},
	{
		email: 'negocio@demo.edge.do',
		firstName: 'Rafael',
		lastName: 'Guzmán',
		phone: '+18095550102',
		dateOfBirth: '1980-09-03',
		accountKind: 'business',
		userType: 'Seller',
		profileType: 'business',
	},
	{
		email: 'freelancer@demo.edge.do',
		firstName: 'Yolanda',
		lastName: 'Martínez',
		phone: '+18295550103',
		dateOfBirth: '1995-01-27',
		accountKind: 'freelancer',
		userType: 'Seller',
		profileType: 'freelancer',
	},
	{
		email: 'restaurante@demo.edge.do',
		firstName: 'Julio',
		lastName: 'Núñez',
		phone: '+18495550104',
		dateOfBirth: '1978-12-11',
		accountKind: 'restaurant',
		userType: 'Seller',
		profileType: 'restaurant',
	},
	{
		email: 'empleado@demo.edge.do',
		firstName: 'Ana',
		lastName: 'Báez',
		phone: '+18095550105',
		dateOfBirth: '2000-06-30',
		accountKind: 'employee',
		userType: 'Seller',
		profileType: 'employee',
	},
];

/** Inserts the demo accounts that are missing (keyed by e-mail); returns how many were added. */
export async function seedDemoData(db: Db): Promise<number> {
	const passwordHash = await hashPassword(DEMO_PASSWORD);
	return db.transaction(
		(tx) => {
			let added = 0;
			for (const user of DEMO_USERS) {
				const result = tx
					.insert(users)
					.values({
						...user,
						id: randomBytes(15).toString('base64url'),
						passwordHash,
						referralCode: `DEMO${user.accountKind.toUpperCase().slice(0, 4)}`,
					})
					.onConflictDoNothing({ target: users.email })
					.run();
				added += result.changes;
			}
			return added;
		},
		{ behavior: 'immediate' },
	);
}
