import { grantStaff, revokeStaff, type StaffGrantOutcome } from '@edge/api';
import { closeDb, createDb, migrateDb, STAFF_ROLES, type StaffRole } from '@edge/db';
import { readCliSettings } from './env';

export const STAFF_HELP = `  staff:grant EMAIL --role moderator|admin
                     give a user a staff role, or change it (docs/admin.md)
  staff:revoke EMAIL take a user's staff role away (from their next request)`;

export const STAFF_COMMANDS = ['staff:grant', 'staff:revoke'] as const;
export type StaffCommand = (typeof STAFF_COMMANDS)[number];

export function isStaffCommand(command: string): command is StaffCommand {
	return (STAFF_COMMANDS as readonly string[]).includes(command);
}

const MESSAGES: Record<StaffGrantOutcome, (email: string, role?: StaffRole) => string> = {
	granted: (email, role) => `${email} is now ${role}`,
	changed: (email, role) => `${email}'s staff role is now ${role}`,
	unchanged: (email, role) => `${email} is already ${role}; nothing changed`,
	revoked: (email) => `${email} is no longer staff`,
	notStaff: (email) => `${email} is not staff; nothing changed`,
	noSuchUser: (email) => `No user with the e-mail ${email}`,
};

type Parsed = { ok: true; email: string; role?: StaffRole } | { ok: false; message: string };

function parseArgs(command: StaffCommand, args: string[]): Parsed {
	const positional: string[] = [];
	let role: string | undefined;
	for (let i = 0; i < args.length; i++) {
		const arg = args[i] ?? '';
		if (arg === '--role') role = args[++i];
		else if (arg.startsWith('--role=')) role = arg.slice('--role='.length);
		else if (arg.startsWith('--')) return { ok: false, message: `Unknown option ${arg}` };
		else positional.push(arg);
	}
	const [email] = positional;
	if (positional.length !== 1 || !email?.includes('@'))
		return { ok: false, message: `${command} needs one e-mail address` };
	if (command === 'staff:revoke') {
		if (role !== undefined) return { ok: false, message: 'staff:revoke takes no --role' };
		return { ok: true, email };
	}
	if (!role || !(STAFF_ROLES as readonly string[]).includes(role))
		return { ok: false, message: `staff:grant needs --role ${STAFF_ROLES.join('|')}` };
	return { ok: true, email, role: role as StaffRole };
}

/**
 * staff:grant / staff:revoke on the database in DATA_DIR. They need neither PayPal nor a running
 * server: the role is a column of users, read by the server on every staff call.
 * Exit codes: 0 done (or nothing to change), 1 no such user, 2 bad usage or settings.
 */
export function runStaffCommand(
	command: StaffCommand,
	args: string[],
	env: NodeJS.ProcessEnv,
	help: string,
	now: () => Date = () => new Date(),
): number {
	const parsed = parseArgs(command, args);
	if (!parsed.ok) {
		console.error(`${parsed.message}\n\n${help}`);
		return 2;
	}
	let databaseFile: string;
	try {
		databaseFile = readCliSettings(env).databaseFile;
	} catch (error) {
		console.error(error instanceof Error ? error.message : String(error));
		return 2;
	}
	const db = createDb(databaseFile);
	try {
		migrateDb(db);
		const email = parsed.email.trim().toLowerCase();
		const outcome =
			command === 'staff:grant' && parsed.role
				? grantStaff(db, email, parsed.role, now())
				: revokeStaff(db, email, now());
		const message = MESSAGES[outcome](email, parsed.role);
		if (outcome === 'noSuchUser') {
			console.error(message);
			return 1;
		}
		console.log(message);
		return 0;
	} catch (error) {
		console.error(error instanceof Error ? error.message : String(error));
		return 1;
	} finally {
		closeDb(db);
	}
}
