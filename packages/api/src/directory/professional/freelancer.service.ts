import { type ProfileRow, profiles, type UserRow } from '@edge/db';
import { eq } from 'drizzle-orm';
import type { ApiDeps } from '../../context';
import { attachUploads, requireOwnUploads } from '../../images/upload-ownership';
import type { Tx } from '../../shared/db-tx';
import { cedulaDigits, formatCedula, maskCedula } from '../../shared/dominican-ids';
import { writeTransaction } from '../../shared/write-transaction';
import { rangeToInput } from '../hours.schema';
import { profileHoursOf, replaceProfileHours } from '../hours.service';
import { openingStatus } from '../opening-hours';
import { keepUnlistedPlace, resolvePlace } from '../places/places.service';
import {
	ownProfileOfKind,
	requireNoProfileOfKind,
	requireOwnedProfile,
	requireProfile,
	requireVisibleProfile,
} from '../profile-access';
import { shownColumns, storedColumns } from '../profile-columns';
import { dropUnusedUploads, removeProfile, removeUploadFiles } from '../profile-removal';
import { FREELANCER_COLUMNS, type FreelancerProfileInput, type FreelancerUpdateInput } from './professional.schema';
import {
	jobTypeOf,
	otherProfilesOf,
	ratingOf,
	replaceSocialLinks,
	requireJobType,
	socialLinksOf,
	validPlanIdsOf,
} from './profile-extras';

type Deps = Pick<ApiDeps, 'db' | 'clock'>;
export type FreelancerView = ReturnType<typeof toFreelancerView>;

/**
 * The views are left to inference (no named interfaces): the web reads them through the router's
 * types, and a named type here would need an export from @edge/api/client to be nameable there.
 * idNumber (independents only) is 001-1234567-8 for the owner and ***-****567-8 for everyone else;
 * hours are the availability calendar as the form edits it, status whether the freelancer is
 * available now by the server clock.
 */
function toFreelancerView(deps: Deps, row: ProfileRow, viewerId: string | null) {
	const isOwner = viewerId === row.ownerId;
	const hours = profileHoursOf(deps.db, row.id);
	const now = deps.clock.now();
	const idNumber = row.freelancerKind === 'independent' && row.idNumber ? row.idNumber : null;
	return {
		id: row.id,
		kind: 'freelancer' as const,
		ownerId: row.ownerId,
		isOwner,
		title: row.title,
		...shownColumns(FREELANCER_COLUMNS, row),
		city: row.city,
		province: row.province,
		municipalitySlug: row.municipalitySlug,
		provinceSlug: row.provinceSlug,
		jobType: jobTypeOf(deps.db, row.jobTypeSlug),
		freelancerKind: row.freelancerKind ?? ('self-employed' as const),
		idNumber: idNumber && (isOwner ? formatCedula(idNumber) : maskCedula(idNumber)),
		socialLinks: socialLinksOf(deps.db, row.id),
		hours: hours.map(rangeToInput),
		status: openingStatus(hours, now),
		...ratingOf(row),
		membership: { planIds: validPlanIdsOf(deps.db, row.ownerId, now) },
		otherProfiles: otherProfilesOf(deps.db, row.ownerId, row.id),
		createdAt: row.createdAt.toISOString(),
		updatedAt: row.updatedAt.toISOString(),
	};
}

/** The columns a freelancer form writes (FREELANCER_COLUMNS and these); what other kinds use stays null. */
function freelancerColumns(input: FreelancerProfileInput, user: UserRow) {
	const independent = input.freelancerKind === 'independent';
	return {
		...storedColumns(FREELANCER_COLUMNS, input),
		title: input.title || `${user.firstName} ${user.lastName}`.trim(),
		jobTypeSlug: input.jobTypeSlug,
		freelancerKind: input.freelancerKind,
		// Stored as 11 digits; the self-employed keep none, so switching kind drops a number given before.
		idNumber: independent ? cedulaDigits(input.idNumber) : null,
	};
}

function saveParts(tx: Tx, profileId: number, input: FreelancerProfileInput): void {
	replaceProfileHours(tx, profileId, input.hours);
	replaceSocialLinks(tx, profileId, input.socialLinks);
	attachUploads(tx, profileId, [input.imageId]);
}

export function createFreelancer(deps: Deps, user: UserRow, input: FreelancerProfileInput): FreelancerView {
	const now = deps.clock.now();
	const id = writeTransaction(deps.db, (tx) => {
		requireNoProfileOfKind(tx, user.id, 'freelancer');
		requireJobType(tx, input.jobTypeSlug);
		requireOwnUploads(tx, user.id, [input.imageId]);
		const row = tx
			.insert(profiles)
			.values({
				ownerId: user.id,
				kind: 'freelancer',
				...freelancerColumns(input, user),
				...resolvePlace(tx, input),
				createdAt: now,
				updatedAt: now,
			})
			.returning({ id: profiles.id })
			.get();
		saveParts(tx, row.id, input);
		return row.id;
	});
	return toFreelancerView(deps, requireProfile(deps.db, id, 'freelancer'), user.id);
}

export function updateFreelancer(
	deps: Deps & Pick<ApiDeps, 'uploadsDir'>,
	user: UserRow,
	input: FreelancerUpdateInput,
): FreelancerView {
	const now = deps.clock.now();
	const dropped = writeTransaction(deps.db, (tx) => {
		// better-sqlite3 runs the transaction on the one connection: this read sees what the writes below change.
		const current = requireOwnedProfile(deps.db, input.id, user.id, 'freelancer');
		requireJobType(tx, input.jobTypeSlug);
		requireOwnUploads(tx, user.id, [input.imageId]);
		tx.update(profiles)
			.set({
				...freelancerColumns(input, user),
				...keepUnlistedPlace(current, resolvePlace(tx, input)),
				updatedAt: now,
			})
			.where(eq(profiles.id, input.id))
			.run();
		saveParts(tx, input.id, input);
		// A replaced or removed picture goes now, its files after the commit.
		return dropUnusedUploads(tx, input.id, [current.imageId]);
	});
	removeUploadFiles(deps.uploadsDir, dropped);
	return toFreelancerView(deps, requireProfile(deps.db, input.id, 'freelancer'), user.id);
}

export function deleteFreelancer(deps: Pick<ApiDeps, 'db' | 'uploadsDir'>, user: UserRow, id: number): void {
	requireOwnedProfile(deps.db, id, user.id, 'freelancer');
	removeProfile(deps, id);
}

export function getFreelancer(deps: Deps, viewer: UserRow | null, id: number): FreelancerView {
	return toFreelancerView(deps, requireVisibleProfile(deps.db, id, 'freelancer', viewer?.id), viewer?.id ?? null);
}

/** The signed-in user's freelancer profile, or null when they have none yet. */
export function myFreelancer(deps: Deps, user: UserRow): FreelancerView | null {
	const row = ownProfileOfKind(deps.db, user.id, 'freelancer');
	return row ? toFreelancerView(deps, row, user.id) : null;
}
