import { highlights, menuItems, menus, slides, type UserRow } from '@edge/db';
import { asc, desc, eq } from 'drizzle-orm';
import type { ApiDeps } from '../../context';
import { attachUploads, requireOwnUploads } from '../../images/upload-ownership';
import type { DbOrTx } from '../../shared/db-tx';
import { writeTransaction } from '../../shared/write-transaction';
import { requireOwnedProfile, requireProfile } from '../profile-access';
import { dropUnusedUploads, removeUploadFiles } from '../profile-removal';
import type {
	HighlightInput,
	HighlightUpdateInput,
	MenuCreateInput,
	MenuItemInput,
	MenuUpdateInput,
	SlideInput,
	SlideUpdateInput,
} from './restaurant.schema';
import { imageOfPart, profileIdOfPart } from './restaurant-parts-access';

type Deps = Pick<ApiDeps, 'db' | 'clock'>;
/** Edits and deletes may let an image go, and remove its files after the commit. */
type FileDeps = Pick<ApiDeps, 'db' | 'clock' | 'uploadsDir'>;

function replaceMenuItems(tx: DbOrTx, menuId: number, items: readonly MenuItemInput[]) {
	tx.delete(menuItems).where(eq(menuItems.menuId, menuId)).run();
	if (items.length === 0) return;
	tx.insert(menuItems)
		.values(
			items.map((item, position) => ({
				menuId,
				name: item.name,
				priceCents: item.priceCents,
				description: item.description ?? '',
				position,
			})),
		)
		.run();
}

export function createMenu(deps: Deps, user: UserRow, input: MenuCreateInput) {
	requireOwnedProfile(deps.db, input.profileId, user.id, 'restaurant');
	const imageIds = input.imageIds ?? [];
	return writeTransaction(deps.db, (tx) => {
		requireOwnUploads(tx, user.id, imageIds);
		const count = tx.$count(menus, eq(menus.profileId, input.profileId));
		const row = tx
			.insert(menus)
			.values({
				profileId: input.profileId,
				title: input.title,
				imageIds,
				position: count,
				createdAt: deps.clock.now(),
			})
			.returning({ id: menus.id })
			.get();
		attachUploads(tx, input.profileId, imageIds);
		replaceMenuItems(tx, row.id, input.items ?? []);
		return { id: row.id };
	});
}

export function updateMenu(deps: FileDeps, user: UserRow, input: MenuUpdateInput) {
	const profileId = profileIdOfPart(deps.db, menus, input.id, 'restaurant.menuNotFound');
	requireOwnedProfile(deps.db, profileId, user.id, 'restaurant');
	const imageIds = input.imageIds ?? [];
	const dropped = writeTransaction(deps.db, (tx) => {
		requireOwnUploads(tx, user.id, imageIds);
		const before = tx.select({ imageIds: menus.imageIds }).from(menus).where(eq(menus.id, input.id)).get();
		tx.update(menus).set({ title: input.title, imageIds }).where(eq(menus.id, input.id)).run();
		attachUploads(tx, profileId, imageIds);
		replaceMenuItems(tx, input.id, input.items ?? []);
		return dropUnusedUploads(tx, profileId, before?.imageIds ?? []);
	});
	removeUploadFiles(deps.uploadsDir, dropped);
	return { id: input.id };
}

export function deleteMenu(deps: FileDeps, user: UserRow, id: number) {
	const profileId = profileIdOfPart(deps.db, menus, id, 'restaurant.menuNotFound');
	requireOwnedProfile(deps.db, profileId, user.id, 'restaurant');
	const dropped = writeTransaction(deps.db, (tx) => {
		const before = tx.select({ imageIds: menus.imageIds }).from(menus).where(eq(menus.id, id)).get();
		// Items go by ON DELETE CASCADE.
		tx.delete(menus).where(eq(menus.id, id)).run();
		return dropUnusedUploads(tx, profileId, before?.imageIds ?? []);
	});
	removeUploadFiles(deps.uploadsDir, dropped);
	return { id };
}

export function createHighlight(deps: Deps, user: UserRow, input: HighlightInput) {
	requireOwnedProfile(deps.db, input.profileId, user.id, 'restaurant');
	return writeTransaction(deps.db, (tx) => {
		requireOwnUploads(tx, user.id, [input.imageId]);
		const row = tx
			.insert(highlights)
			.values({
				profileId: input.profileId,
				title: input.title,
				imageId: input.imageId ?? null,
				createdAt: deps.clock.now(),
			})
			.returning({ id: highlights.id })
			.get();
		attachUploads(tx, input.profileId, [input.imageId]);
		return { id: row.id };
	});
}

export function updateHighlight(deps: FileDeps, user: UserRow, input: HighlightUpdateInput) {
	const profileId = profileIdOfPart(deps.db, highlights, input.id, 'restaurant.highlightNotFound');
	requireOwnedProfile(deps.db, profileId, user.id, 'restaurant');
	const dropped = writeTransaction(deps.db, (tx) => {
		requireOwnUploads(tx, user.id, [input.imageId]);
		const before = imageOfPart(tx, highlights, input.id);
		tx.update(highlights)
			.set({ title: input.title, imageId: input.imageId ?? null })
			.where(eq(highlights.id, input.id))
			.run();
		attachUploads(tx, profileId, [input.imageId]);
		return dropUnusedUploads(tx, profileId, [before]);
	});
	removeUploadFiles(deps.uploadsDir, dropped);
	return { id: input.id };
}

export function deleteHighlight(deps: FileDeps, user: UserRow, id: number) {
	const profileId = profileIdOfPart(deps.db, highlights, id, 'restaurant.highlightNotFound');
	requireOwnedProfile(deps.db, profileId, user.id, 'restaurant');
	const dropped = writeTransaction(deps.db, (tx) => {
		const before = imageOfPart(tx, highlights, id);
		tx.delete(highlights).where(eq(highlights.id, id)).run();
		return dropUnusedUploads(tx, profileId, [before]);
	});
	removeUploadFiles(deps.uploadsDir, dropped);
	return { id };
}

export function createSlide(deps: Deps, user: UserRow, input: SlideInput) {
	requireOwnedProfile(deps.db, input.profileId, user.id, 'restaurant');
	return writeTransaction(deps.db, (tx) => {
		requireOwnUploads(tx, user.id, [input.imageId]);
		const row = tx
			.insert(slides)
			.values({
				profileId: input.profileId,
				title: input.title,
				rating: input.rating,
				imageId: input.imageId ?? null,
				createdAt: deps.clock.now(),
			})
			.returning({ id: slides.id })
			.get();
		attachUploads(tx, input.profileId, [input.imageId]);
		return { id: row.id };
	});
}

export function updateSlide(deps: FileDeps, user: UserRow, input: SlideUpdateInput) {
	const profileId = profileIdOfPart(deps.db, slides, input.id, 'restaurant.slideNotFound');
	requireOwnedProfile(deps.db, profileId, user.id, 'restaurant');
	const dropped = writeTransaction(deps.db, (tx) => {
		requireOwnUploads(tx, user.id, [input.imageId]);
		const before = imageOfPart(tx, slides, input.id);
		tx.update(slides)
			.set({ title: input.title, rating: input.rating, imageId: input.imageId ?? null })
			.where(eq(slides.id, input.id))
			.run();
		attachUploads(tx, profileId, [input.imageId]);
		return dropUnusedUploads(tx, profileId, [before]);
	});
	removeUploadFiles(deps.uploadsDir, dropped);
	return { id: input.id };
}

export function deleteSlide(deps: FileDeps, user: UserRow, id: number) {
	const profileId = profileIdOfPart(deps.db, slides, id, 'restaurant.slideNotFound');
	requireOwnedProfile(deps.db, profileId, user.id, 'restaurant');
	const dropped = writeTransaction(deps.db, (tx) => {
		const before = imageOfPart(tx, slides, id);
		tx.delete(slides).where(eq(slides.id, id)).run();
		return dropUnusedUploads(tx, profileId, [before]);
	});
	removeUploadFiles(deps.uploadsDir, dropped);
	return { id };
}

export function highlightsOf(db: DbOrTx, profileId: number) {
	return db
		.select({ id: highlights.id, title: highlights.title, imageId: highlights.imageId })
		.from(highlights)
		.where(eq(highlights.profileId, profileId))
		.orderBy(desc(highlights.id))
		.all();
}

export function slidesOf(db: DbOrTx, profileId: number) {
	return db
		.select({ id: slides.id, title: slides.title, rating: slides.rating, imageId: slides.imageId })
		.from(slides)
		.where(eq(slides.profileId, profileId))
		.orderBy(desc(slides.id))
		.all();
}

/** Public lists of one restaurant (the highlight and slide pages show what is already there). */
export function restaurantHighlights(deps: Pick<ApiDeps, 'db'>, profileId: number) {
	requireProfile(deps.db, profileId, 'restaurant');
	return highlightsOf(deps.db, profileId);
}

export function restaurantSlides(deps: Pick<ApiDeps, 'db'>, profileId: number) {
	requireProfile(deps.db, profileId, 'restaurant');
	return slidesOf(deps.db, profileId);
}

export function menusOf(db: DbOrTx, profileId: number) {
	const menuRows = db
		.select({ id: menus.id, title: menus.title, imageIds: menus.imageIds })
		.from(menus)
		.where(eq(menus.profileId, profileId))
		.orderBy(asc(menus.position), asc(menus.id))
		.all();
	if (menuRows.length === 0) return [];
	const items = db
		.select({
			id: menuItems.id,
			menuId: menuItems.menuId,
			name: menuItems.name,
			priceCents: menuItems.priceCents,
			description: menuItems.description,
		})
		.from(menuItems)
		.innerJoin(menus, eq(menus.id, menuItems.menuId))
		.where(eq(menus.profileId, profileId))
		.orderBy(asc(menuItems.position), asc(menuItems.id))
		.all();
	return menuRows.map((menu) => ({
		...menu,
		items: items.filter((item) => item.menuId === menu.id).map(({ menuId: _menuId, ...item }) => item),
	}));
}
