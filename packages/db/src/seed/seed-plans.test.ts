import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { PLANS } from '../reference-data/plans';
import { plans } from '../schema/plan/plan.table';
import { createTestDb } from '../testing/test-db';
import { seedReferenceData } from './seed-reference-data';

const test = createTestDb();
afterAll(() => test.cleanup());
const { db } = test;

const messaging = () => db.select().from(plans).where(eq(plans.id, 'freelancer-unlimited-messaging')).get();

describe('seeding the plans', () => {
	it('names the messaging plan for who buys it: customers writing to freelancers', () => {
		seedReferenceData(db);
		expect(messaging()).toMatchObject({
			nameEn: 'Unlimited messages to freelancers',
			nameEs: 'Mensajes ilimitados a freelancers',
		});
	});

	it('gives a database seeded before the new names, and leaves its prices as they are', () => {
		db.update(plans)
			.set({
				nameEn: 'Freelancer Unlimited Messaging',
				nameEs: 'Mensajería Ilimitada para Freelancers',
				priceCents: 12_345,
			})
			.where(eq(plans.id, 'freelancer-unlimited-messaging'))
			.run();
		const summary = seedReferenceData(db);
		expect(summary.plans).toBe(1);
		expect(messaging()).toMatchObject({
			nameEn: 'Unlimited messages to freelancers',
			nameEs: 'Mensajes ilimitados a freelancers',
			// A price is what PayPal's plan was created with: never changed behind its back.
			priceCents: 12_345,
		});
	});

	it('changes nothing on a run with every name current', () => {
		expect(seedReferenceData(db).plans).toBe(0);
		expect(db.select().from(plans).all()).toHaveLength(PLANS.length);
	});
});
