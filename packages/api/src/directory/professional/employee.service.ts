import { type ProfileRow, profiles, type UserRow } from '@edge/db';
import { eq } from 'drizzle-orm';
import type { ApiDeps } from '../../context';
import { attachUploads, requireOwnUploads } from '../../images/upload-ownership';
import { ageOn, todayInSantoDomingo } from '../../shared/age';
import { AppError } from '../../shared/app-error';
import { writeTransaction } from '../../shared/write-transaction';
import {
	ownProfileOfKind,
	requireNoProfileOfKind,
	requireOwnedProfile,
	requireProfile,
	requireVisibleProfile,
} from '../profile-access';
import { shownColumns, storedColumns } from '../profile-columns';
import { dropUnusedUploads, removeProfile, removeUploadFiles } from '../profile-removal';
import {
	dateOfBirthProblem,
	EMPLOYEE_COLUMNS,
	type EmployeeProfileInput,
	type EmployeeUpdateInput,
} from './professional.schema';
import { jobTypeOf, ratingOf, requireJobType } from './profile-extras';

type Deps = Pick<ApiDeps, 'db' | 'clock'>;
export type EmployeeView = ReturnType<typeof toEmployeeView>;

/** Everyone sees the age; only the owner sees the date of birth itself (privacy). Inferred: see freelancer.service.ts. */
function toEmployeeView(deps: Deps, row: ProfileRow, viewerId: string | null) {
	const isOwner = viewerId === row.ownerId;
	const today = todayInSantoDomingo(deps.clock.now());
	return {
		id: row.id,
		kind: 'employee' as const,
		ownerId: row.ownerId,
		isOwner,
		...shownColumns(EMPLOYEE_COLUMNS, row),
		jobType: jobTypeOf(deps.db, row.jobTypeSlug),
		age: row.dateOfBirth ? ageOn(row.dateOfBirth, today) : null,
		dateOfBirth: isOwner ? row.dateOfBirth : null,
		...ratingOf(row),
		createdAt: row.createdAt.toISOString(),
		updatedAt: row.updatedAt.toISOString(),
	};
}

/**
 * The schema checked the date against the day it ran in; the rule is about the server's day
 * (the injected clock), so it is checked again here.
 */
function requireValidDateOfBirth(deps: Deps, dateOfBirth: string): void {
	const problem = dateOfBirthProblem(dateOfBirth, todayInSantoDomingo(deps.clock.now()));
	if (problem) throw new AppError('BAD_REQUEST', problem, {}, { dateOfBirth: [problem] });
}

/** EMPLOYEE_COLUMNS and the columns written beside them. */
function employeeColumns(input: EmployeeProfileInput) {
	return {
		...storedColumns(EMPLOYEE_COLUMNS, input),
		dateOfBirth: input.dateOfBirth,
		jobTypeSlug: input.jobTypeSlug,
	};
}

export function createEmployee(deps: Deps, user: UserRow, input: EmployeeProfileInput): EmployeeView {
	requireValidDateOfBirth(deps, input.dateOfBirth);
	const now = deps.clock.now();
	const id = writeTransaction(deps.db, (tx) => {
		requireNoProfileOfKind(tx, user.id, 'employee');
		requireJobType(tx, input.jobTypeSlug);
		requireOwnUploads(tx, user.id, [input.imageId]);
		const row = tx
			.insert(profiles)
			.values({ ownerId: user.id, kind: 'employee', ...employeeColumns(input), createdAt: now, updatedAt: now })
			.returning({ id: profiles.id })
			.get();
		attachUploads(tx, row.id, [input.imageId]);
		return row.id;
	});
	return toEmployeeView(deps, requireProfile(deps.db, id, 'employee'), user.id);
}

export function updateEmployee(
	deps: Deps & Pick<ApiDeps, 'uploadsDir'>,
	user: UserRow,
	input: EmployeeUpdateInput,
): EmployeeView {
	requireValidDateOfBirth(deps, input.dateOfBirth);
	const now = deps.clock.now();
	const dropped = writeTransaction(deps.db, (tx) => {
		// better-sqlite3 runs the transaction on the one connection: this read sees what the writes below change.
		const current = requireOwnedProfile(deps.db, input.id, user.id, 'employee');
		requireJobType(tx, input.jobTypeSlug);
		requireOwnUploads(tx, user.id, [input.imageId]);
		tx.update(profiles)
			.set({ ...employeeColumns(input), updatedAt: now })
			.where(eq(profiles.id, input.id))
			.run();
		attachUploads(tx, input.id, [input.imageId]);
		// A replaced or removed picture goes now, its files after the commit.
		return dropUnusedUploads(tx, input.id, [current.imageId]);
	});
	removeUploadFiles(deps.uploadsDir, dropped);
	return toEmployeeView(deps, requireProfile(deps.db, input.id, 'employee'), user.id);
}

export function deleteEmployee(deps: Pick<ApiDeps, 'db' | 'uploadsDir'>, user: UserRow, id: number): void {
	requireOwnedProfile(deps.db, id, user.id, 'employee');
	removeProfile(deps, id);
}

export function getEmployee(deps: Deps, viewer: UserRow | null, id: number): EmployeeView {
	return toEmployeeView(deps, requireVisibleProfile(deps.db, id, 'employee', viewer?.id), viewer?.id ?? null);
}

export function myEmployee(deps: Deps, user: UserRow): EmployeeView | null {
	const row = ownProfileOfKind(deps.db, user.id, 'employee');
	return row ? toEmployeeView(deps, row, user.id) : null;
}
