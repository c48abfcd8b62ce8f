import type { Catalog } from '../catalog';

export const payments: Catalog['payments'] = {
	refused: {
		noSubscription: 'You have no subscription to this plan.',
		approvalPending:
			'This subscription is still waiting for your approval at PayPal. Approve it there, or subscribe again to start over.',
		alreadySubscribed: 'You already have an active subscription to this plan.',
		suspendedResumeInstead: 'Your subscription to this plan is suspended: resume it instead of subscribing again.',
		alreadyActive: 'This subscription is already active.',
		alreadySuspended: 'This subscription is already suspended.',
		resumeBeforeChange: 'Resume the subscription before changing its plan.',
		alreadyCanceled: 'This subscription is already cancelled.',
		canceledStillValid:
			'Your cancelled subscription stays valid until its next billing date. You can subscribe again once it ends.',
		canceled: 'This subscription is cancelled: it can no longer be resumed, suspended or moved to another plan.',
		expired: 'This subscription has expired. Subscribe again to get the plan back.',
		unknownStatus: 'We could not read the state of this subscription. Please try again later.',
	},
	errors: {
		gatewayUnavailable: 'PayPal is not answering right now. Nothing was charged; please try again in a moment.',
		paypalRefused: 'PayPal refused this change. We have refreshed the state of your subscription; please check it.',
		unknownPlan: 'This plan does not exist.',
		freePlan: 'The free plan needs no payment.',
		samePlan: 'Your subscription is already on this plan.',
		operationReused: 'This operation was already used. Reload the page and try again.',
		badWebhook: 'Invalid webhook.',
	},
};
