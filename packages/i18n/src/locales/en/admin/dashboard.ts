/** /admin: the staff dashboard's figures (docs/admin.md, "Dashboard"). */
export const dashboard = {
	title: 'Dashboard',
	loading: 'Loading the dashboard…',
	error: 'The dashboard could not be loaded.',
	retry: 'Try again',
	openReports: 'Open reports',
	openReportsHint: 'Reported content not yet resolved (several reports of one item count once)',
	reportKinds: {
		review: 'Reviews',
		wallPost: 'Wall posts',
		wallComment: 'Comments',
		chatMessage: 'Chat messages',
	},
	pendingVerifications: 'Pending verifications',
	newUsers: 'New accounts',
	newProfiles: 'New profiles',
	lastSevenDays: 'Last 7 days',
	activeSubscriptions: 'Active subscriptions',
	noActiveSubscriptions: 'No active subscriptions.',
	revenue: "This month's revenue",
	revenueHint: 'Payments received since {{date}}, in the currency PayPal charged',
} as const;
