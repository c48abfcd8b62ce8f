import { randomBytes } from 'node:crypto';
import { closeDb, conversations, createDb, sessions, users } from '@edge/db';

/** A bench user: who they are, their session token, and the one person they chat with. */
export interface BenchUser {
	id: string;
	token: string;
	partner: string;
}

const DAY_S = 24 * 60 * 60;

/**
 * `count` users in pairs (a customer and a freelancer, one conversation each), with a session each.
 * Ids and tokens only: the raw baseline needs no more. The customers signed up now, so their
 * trial is valid and no message is charged or refused for money.
 */
export function benchUsers(count: number, prefix: string): BenchUser[] {
	const out: BenchUser[] = [];
	for (let pair = 0; pair < Math.ceil(count / 2); pair++) {
		const customer = `${prefix}-c${pair}`;
		const freelancer = `${prefix}-f${pair}`;
		out.push({ id: customer, token: randomBytes(20).toString('hex'), partner: freelancer });
		out.push({ id: freelancer, token: randomBytes(20).toString('hex'), partner: customer });
	}
	return out;
}

/**
 * Writes the users, their sessions and their conversations into the running server's SQLite file
 * (a second connection; the server's own sees them on its next read). A freelancer needs no
 * profile here: the conversation exists, and a freelancer answers in it.
 */
export function seedBenchUsers(databaseFile: string, list: BenchUser[]): void {
	const db = createDb(databaseFile);
	try {
		const now = new Date();
		const expiresAt = Math.floor(now.getTime() / 1000) + 30 * DAY_S;
		db.transaction((tx) => {
			for (const [index, user] of list.entries()) {
				const freelancer = index % 2 === 1;
				tx.insert(users)
					.values({
						id: user.id,
						firstName: 'Bench',
						lastName: `Chat ${index}`,
						email: `${user.id}@bench.edge.do`,
						phone: '8095550000',
						// Nobody signs in with a password: the sessions below are the way in.
						passwordHash: 'bench-no-password',
						dateOfBirth: '1990-01-01',
						accountKind: freelancer ? 'freelancer' : 'customer',
						userType: freelancer ? 'Seller' : 'Customer',
						profileType: freelancer ? 'freelancer' : null,
						referralCode: `BENCH-${user.id}`,
						createdAt: now,
					})
					.run();
				tx.insert(sessions).values({ id: user.token, userId: user.id, expiresAt }).run();
			}
			for (let index = 0; index + 1 < list.length; index += 2) {
				const [customer, freelancer] = [list[index], list[index + 1]] as [BenchUser, BenchUser];
				tx.insert(conversations).values({ customerId: customer.id, freelancerId: freelancer.id, createdAt: now }).run();
			}
		});
	} finally {
		closeDb(db);
	}
}
