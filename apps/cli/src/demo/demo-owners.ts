import type { Db } from '@edge/db';

/** How many generated owners the wall and the calendar demos draw from at most. */
const GENERATED_OWNERS = 40;

/** A demo account that owns a business or a restaurant, with the profile it speaks for. */
export interface DemoOwner {
	userId: string;
	profileId: number;
	kind: 'business' | 'restaurant';
}

/** The curated demo accounts (negocio@ and restaurante@demo.edge.do) with their first profile of `kind`. */
export function curatedOwner(db: Db, email: string, kind: DemoOwner['kind']): DemoOwner | undefined {
	const row = db.$client
		.prepare(
			`select u.id as userId, p.id as profileId from users u join profiles p on p.owner_id = u.id and p.kind = ?
			where u.email = ? order by p.id limit 1`,
		)
		.get(kind, email) as { userId: string; profileId: number } | undefined;
	return row ? { ...row, kind } : undefined;
}

/** The first generated owners of businesses and restaurants (propietario-*), in a stable order. */
export function generatedOwners(db: Db): DemoOwner[] {
	return db.$client
		.prepare(
			`select u.id as userId, min(p.id) as profileId, p.kind as kind from users u
			join profiles p on p.owner_id = u.id and p.kind in ('business', 'restaurant')
			where u.email like 'propietario-%@demo.edge.do'
			group by u.id order by u.email limit ?`,
		)
		.all(GENERATED_OWNERS) as DemoOwner[];
}
