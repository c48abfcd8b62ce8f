/** /admin/audit: the append-only log of staff actions, for admins (docs/admin.md, "Audit log"). */
export const audit = {
	title: 'Audit',
	intro: 'Every staff action is recorded here and cannot be changed or deleted.',
	adminsOnly: 'Only admins can read the audit log.',
	loading: 'Loading the audit log…',
	error: 'The audit log could not be loaded.',
	retry: 'Try again',
	empty: 'No action matches the filters.',
	loadMore: 'Load more',
	filters: {
		action: 'Action',
		anyAction: 'All actions',
		staff: 'Staff (e-mail or id)',
		targetUser: 'Affected user (id)',
		from: 'From',
		to: 'To',
		clear: 'Clear filters',
	},
	/** One group per action's prefix: the key is the action itself ('content.hide'). */
	actions: {
		report: {
			dismiss: 'Report dismissed',
		},
		content: {
			hide: 'Content hidden',
			restore: 'Content restored',
		},
		user: {
			warn: 'Warning',
			suspend: 'Account suspended',
			restore: 'Account restored',
		},
		subscription: {
			cancel: 'Subscription cancelled',
		},
		verification: {
			approve: 'Verification approved',
			reject: 'Verification rejected',
		},
		staff: {
			grant: 'Staff role granted',
			revoke: 'Staff role revoked',
		},
	},
	targetKinds: {
		review: 'Review',
		wallPost: 'Post',
		wallComment: 'Comment',
		chatMessage: 'Chat message',
		user: 'User',
		profile: 'Profile',
		subscription: 'Subscription',
		verification: 'Verification',
	},
	roles: {
		moderator: 'moderator',
		admin: 'admin',
		cli: 'command line',
	},
	byCli: 'Command line (npm run cli)',
	by: '{{email}} ({{role}})',
	targetUser: 'User: {{user}}',
	reason: 'Reason: {{reason}}',
	noReason: 'No reason',
	detail: 'Detail',
} as const;
