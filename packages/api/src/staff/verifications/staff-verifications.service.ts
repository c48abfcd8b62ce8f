import {
	businessCategories,
	type Db,
	type ProfileRow,
	profiles,
	users,
	type VerificationRequestRow,
	type VerificationRequestStatus,
	verificationRequests,
} from '@edge/db';
import { and, asc, desc, eq, gt, inArray, or } from 'drizzle-orm';
import type { ApiDeps } from '../../context';
import { AppError } from '../../shared/app-error';
import { shownTaxId, type TaxIdKind } from '../../shared/dominican-ids';
import { writeTransaction } from '../../shared/write-transaction';
import { recordStaffAction, type StaffActor } from '../staff-audit';
import {
	type ApproveVerificationInput,
	type RejectVerificationInput,
	VERIFICATIONS_PAGE_SIZE,
} from './staff-verifications.schema';

/**
 * The staff side of business verification (docs/admin.md): the owner proved a contact with a code
 * (directory/business/business-verification.ts) and staff decide whether the business is what it
 * says. Only an approval sets profiles.verified_at, which the badge in search and on the page reads.
 */

type Deps = Pick<ApiDeps, 'db' | 'clock'>;

/** A tax number as staff read it: always whole (the owner gave it to be checked). */
/** The profile's contact on the channel a request proved, to tell whether it is still the one proven. */
const currentContact = (profile: Pick<ProfileRow, 'phone' | 'email'>, channel: 'phone' | 'email') =>
	(channel === 'phone' ? profile.phone : profile.email) || null;

const wholeTaxId = (value: string | null): { kind: TaxIdKind; number: string } | null =>
	value ? shownTaxId(value, true) : null;

function pastRequestView(row: VerificationRequestRow) {
	return {
		id: row.id,
		status: row.status,
		channel: row.channel,
		target: row.target,
		submittedAt: row.submittedAt.toISOString(),
		decidedAt: row.decidedAt?.toISOString() ?? null,
		reason: row.reason,
	};
}

/** `<submitted ms>:<request id>` of the last request shown; the list goes by that pair. */
function parseCursor(cursor: string): { submittedAt: Date; id: number } {
	const match = /^(\d{1,15}):(\d{1,15})$/.exec(cursor);
	if (!match) throw new AppError('BAD_REQUEST', 'errors.badRequest');
	return { submittedAt: new Date(Number(match[1])), id: Number(match[2]) };
}

/**
 * One page of requests in `status`, oldest first by when they were submitted (the longest waiting
 * on top; the id only breaks ties, as ids need not follow time: the demo files its requests newest
 * first), each with the profile as it is now, its owner, what was submitted then, and the profile's
 * earlier requests. The status index (status, submitted_at) serves the order.
 */
export function listVerificationRequests(
	deps: Deps,
	input: { status: VerificationRequestStatus; cursor?: string | null },
) {
	const after = input.cursor ? parseCursor(input.cursor) : null;
	const rows = deps.db
		.select({ request: verificationRequests, profile: profiles, owner: users })
		.from(verificationRequests)
		.innerJoin(profiles, eq(profiles.id, verificationRequests.profileId))
		.innerJoin(users, eq(users.id, verificationRequests.ownerId))
		.where(
			and(
				eq(verificationRequests.status, input.status),
				after
					? or(
							gt(verificationRequests.submittedAt, after.submittedAt),
							and(eq(verificationRequests.submittedAt, after.submittedAt), gt(verificationRequests.id, after.id)),
						)
					: undefined,
			),
		)
		.orderBy(asc(verificationRequests.submittedAt), asc(verificationRequests.id))
		.limit(VERIFICATIONS_PAGE_SIZE + 1)
		.all();
	const page = rows.slice(0, VERIFICATIONS_PAGE_SIZE);

	const profileIds = [...new Set(page.map((row) => row.profile.id))];
	const history = profileIds.length
		? deps.db
				.select()
				.from(verificationRequests)
				.where(inArray(verificationRequests.profileId, profileIds))
				.orderBy(desc(verificationRequests.id))
				.all()
		: [];
	const slugs = [...new Set(page.flatMap((row) => (row.profile.categorySlug ? [row.profile.categorySlug] : [])))];
	const categories = new Map(
		(slugs.length
			? deps.db
					.select({
						slug: businessCategories.slug,
						nameEs: businessCategories.nameEs,
						nameEn: businessCategories.nameEn,
					})
					.from(businessCategories)
					.where(inArray(businessCategories.slug, slugs))
					.all()
			: []
		).map((category) => [category.slug, category]),
	);

	const items = page.map(({ request, profile, owner }) => ({
		...pastRequestView(request),
		submitted: {
			channel: request.channel,
			target: request.target,
			businessName: request.businessName,
			taxId: wholeTaxId(request.taxId),
			/** False once the owner replaced the proven phone or e-mail: approving is refused then. */
			contactStillCurrent: currentContact(profile, request.channel) === request.target,
		},
		profile: {
			id: profile.id,
			kind: profile.kind,
			title: profile.title,
			category: profile.categorySlug ? (categories.get(profile.categorySlug) ?? null) : null,
			province: profile.province,
			city: profile.city,
			phone: profile.phone,
			email: profile.email,
			website: profile.website,
			taxId: wholeTaxId(profile.idNumber),
			imageId: profile.imageId,
			verified: profile.verifiedAt !== null,
		},
		owner: { id: owner.id, name: `${owner.firstName} ${owner.lastName}`.trim(), email: owner.email },
		previous: history.filter((past) => past.profileId === profile.id && past.id !== request.id).map(pastRequestView),
	}));
	const last = page.at(-1)?.request;
	return {
		items,
		nextCursor: rows.length > VERIFICATIONS_PAGE_SIZE && last ? `${last.submittedAt.getTime()}:${last.id}` : null,
	};
}

/**
 * Takes the request out of 'pending' inside `tx`, or refuses: an unknown id is 404, one already
 * decided (by someone else a moment ago, or twice) is 409 and nothing changes.
 */
function decide(
	tx: Pick<Db, 'select' | 'update'>,
	requestId: number,
	status: 'approved' | 'rejected',
	actor: StaffActor,
	reason: string | null,
	now: Date,
): VerificationRequestRow {
	const request = tx.select().from(verificationRequests).where(eq(verificationRequests.id, requestId)).get();
	if (!request) throw new AppError('NOT_FOUND', 'admin.verifications.notFound');
	if (request.status !== 'pending') throw new AppError('CONFLICT', 'admin.verifications.alreadyDecided');
	tx.update(verificationRequests)
		.set({ status, decidedAt: now, decidedById: actor.staffId, reason })
		.where(and(eq(verificationRequests.id, requestId), eq(verificationRequests.status, 'pending')))
		.run();
	return request;
}

/** Verifies the business: the badge shows in search and on its page; the owner is told. */
export function approveVerification(deps: Deps, actor: StaffActor, input: ApproveVerificationInput) {
	const now = deps.clock.now();
	return writeTransaction(deps.db, (tx) => {
		const request = decide(tx, input.requestId, 'approved', actor, input.note, now);
		// The badge vouches for the contact the code proved; if the owner has replaced it since, the
		// request is rejected instead (and the owner proves the new one). Thrown inside: rolled back.
		const profile = tx.select().from(profiles).where(eq(profiles.id, request.profileId)).get();
		if (!profile || currentContact(profile, request.channel) !== request.target) {
			throw new AppError('CONFLICT', 'admin.verifications.contactChanged');
		}
		tx.update(profiles).set({ verifiedAt: now }).where(eq(profiles.id, request.profileId)).run();
		recordStaffAction(
			tx,
			actor,
			{
				action: 'verification.approve',
				notice: 'verificationApproved',
				targetKind: 'profile',
				targetId: request.profileId,
				targetUserId: request.ownerId,
				reason: input.note,
				detail: { requestId: request.id, businessName: request.businessName, channel: request.channel },
			},
			now,
		);
		return { requestId: request.id, status: 'approved' as const, decidedAt: now.toISOString() };
	});
}

/** Turns the request down with a reason the owner reads; they may prove a contact and ask again. */
export function rejectVerification(deps: Deps, actor: StaffActor, input: RejectVerificationInput) {
	const now = deps.clock.now();
	return writeTransaction(deps.db, (tx) => {
		const request = decide(tx, input.requestId, 'rejected', actor, input.reason, now);
		recordStaffAction(
			tx,
			actor,
			{
				action: 'verification.reject',
				notice: 'verificationRejected',
				targetKind: 'profile',
				targetId: request.profileId,
				targetUserId: request.ownerId,
				reason: input.reason,
				detail: { requestId: request.id, businessName: request.businessName, channel: request.channel },
			},
			now,
		);
		return { requestId: request.id, status: 'rejected' as const, decidedAt: now.toISOString() };
	});
}

export type VerificationRequestPage = ReturnType<typeof listVerificationRequests>;
export type VerificationRequestItem = VerificationRequestPage['items'][number];
