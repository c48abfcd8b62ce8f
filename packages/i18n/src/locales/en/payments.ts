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
		otherBusinessPlan:
			'You already have the {{plan}} plan. Business plans do not stack: switch to this one with "Change plan" on your current plan.',
		otherBusinessPlanSuspended:
			'Your {{plan}} plan is suspended. Business plans do not stack: resume it and use "Change plan".',
		otherBusinessPlanCanceled:
			'Your cancelled {{plan}} plan is valid until the end of the period you paid for. Business plans do not stack: you can choose another one when it ends.',
		changeOutsideBusinessPlans:
			'Only business plans can be changed into one another. Add-ons are bought and cancelled on their own.',
	},
	errors: {
		gatewayUnavailable: 'PayPal is not answering right now. Nothing was charged; please try again in a moment.',
		paypalRefused: 'PayPal refused this change. We have refreshed the state of your subscription; please check it.',
		unknownPlan: 'This plan does not exist.',
		freePlan: 'The free plan needs no payment.',
		samePlan: 'Your subscription is already on this plan.',
		operationReused: 'This operation was already used. Reload the page and try again.',
		badWebhook: 'Invalid webhook.',
		priceChanged:
			'The amount to charge changed since you saw it: it is now {{amount}}. Nothing was charged; check the amount and confirm again.',
	},
	page: {
		titles: {
			pricing: 'Subscriptions',
			success: 'Payment made',
			failed: 'Payment failed',
			cancelled: 'Payment cancelled',
			scheduled: 'Plan change scheduled',
			nothingToConfirm: 'No payment to confirm',
			profile: 'My profile',
		},
		pricing: {
			title: 'Plans and pricing',
			subtitle:
				'Choose the plan that boosts your profile. Prices are in DOP$; PayPal charges in US dollars, at the rate each plan shows.',
			firstPurchaseNote: 'Your first purchase is 50% off its first period.',
			loadError: 'We could not load the plans.',
			signInHint: 'Log in to subscribe and see the state of your plans.',
			messagingNote:
				'Customers write to freelancers free for {{days}} days after signing up. After that, each message costs {{cents}} cents ({{price}}) from the prepaid chat balance, or is included with this plan. Freelancers always answer free.',
		},
		free: {
			name: 'Free',
			price: 'No cost',
			description: 'A profile and the directory to get started, without paying anything.',
			current: 'Your current plan',
		},
		period: {
			year: 'per year',
			fourMonths: 'every 4 months',
			month: 'per month',
			none: 'forever',
		},
		perMonth: 'that is {{amount}} per month',
		firstPurchaseBadge: '-50% first purchase',
		regularPrice: 'Regular price: {{price}}',
		thenPrice: '{{firstPeriod}}; then {{price}} {{period}}',
		firstPeriod: {
			year: 'The first year',
			fourMonths: 'The first 4 months',
			month: 'The first month',
		},
		charge: {
			line: '{{charged}} {{period}}, charged by PayPal in {{currency}}; {{conversion}}',
			later: 'Then {{charged}} {{period}}.',
			firstPeriod: {
				year: 'for the first year',
				fourMonths: 'for the first 4 months',
				month: 'for the first month',
			},
			atRate: '{{dop}} at {{rate}} per {{unit}}',
			noConversion: 'no currency conversion',
			unavailable: 'Payments through PayPal are unavailable for this plan right now.',
			currency: {
				USD: { name: 'US dollars', unit: 'dollar' },
				DOP: { name: 'Dominican pesos', unit: 'peso' },
			},
		},
		changeToThis: 'Switch to this plan',
		heldBusinessPlan: 'You already have {{plan}}. Business plans do not stack: manage it from its card.',
		scheduledHere:
			'Change scheduled: this becomes your plan on {{date}}, with no charges until then. To keep {{current}}, use "Change plan" on its card.',
		unlocksTitle: 'Includes',
		features: {
			businessWall: 'Post and comment on the business wall',
			events: 'Manage events on the Edge Calendar',
			multipleBusinessProfiles: 'Several business profiles under one account',
			searchBoost: 'A boosted place in search results',
			unlimitedChat: 'Unlimited messages with freelancers',
		},
		status: {
			APPROVAL_PENDING: 'APPROVAL PENDING',
			ACTIVE: 'ACTIVE',
			SUSPENDED: 'SUSPENDED',
			CANCELED: 'CANCELLED',
			EXPIRED: 'EXPIRED',
		},
		abandonedLabel: 'NOT COMPLETED',
		current: 'Main plan',
		stateLine: {
			pendingApproval: 'Waiting for your approval at PayPal. Nothing has been charged.',
			active: 'Next charge: {{amount}} on {{date}} ({{conversion}})',
			abandoned: 'You cancelled the approval at PayPal. Nothing was charged.',
			suspended: 'No charges while suspended. Valid until {{date}}',
			cancelled: 'No further charges. Valid until {{date}}',
			ended: 'No longer valid.',
		},
		scheduledChange: 'Switches to {{plan}} on {{date}}. Until then you keep your current plan.',
		actions: {
			subscribe: 'Subscribe',
			signInToSubscribe: 'Log in to subscribe',
			changePlan: 'Change plan',
			cancel: 'Cancel subscription',
			resume: 'Resume',
			suspend: 'Suspend',
		},
		confirm: {
			keep: 'Go back',
			subscribe: {
				title: 'Subscribe to {{plan}}?',
				body: 'PayPal will charge you {{charged}} {{period}} in {{currency}} ({{conversion}}), with your PayPal account or a debit or credit card. It renews automatically; you can cancel at any time.',
				bodyFirstPurchase:
					'PayPal will charge you {{charged}} for {{firstPeriod}} in {{currency}} ({{conversion}}; 50% off your first purchase), then {{laterCharged}} {{period}} ({{laterConversion}}), with your PayPal account or a debit or credit card. You can cancel at any time.',
				firstPeriod: {
					year: 'the first year',
					fourMonths: 'the first 4 months',
					month: 'the first month',
				},
				submit: 'Choose how to pay',
			},
			changePlan: {
				title: 'Change {{plan}} to another plan?',
				body: 'The change applies from your next billing period. Nothing is charged today. We will take you to PayPal to approve the change.',
				details:
					'You keep {{current}} and its features until {{date}}. From that day you have {{plan}} and PayPal will charge you {{charged}} {{period}} in {{currency}} ({{conversion}}).',
				select: 'New plan',
				submit: 'Change plan',
			},
			cancel: {
				title: 'Cancel {{plan}}?',
				body: 'Your plan stays valid until its next billing date. A cancelled subscription cannot be resumed.',
				submit: 'Yes, cancel',
			},
			suspend: {
				title: 'Suspend {{plan}}?',
				body: 'PayPal bills nothing while it is suspended. Your plan stays valid until its next billing date.',
				submit: 'Suspend',
			},
			resume: {
				title: 'Resume {{plan}}?',
				body: 'Billing resumes with PayPal; if the billing date has passed, you are billed now.',
				submit: 'Resume',
			},
		},
		success: {
			changePlan: 'Taking you to PayPal to approve the change of plan.',
			cancel: 'Your subscription was cancelled.',
			suspend: 'Your subscription was suspended.',
			resume: 'Your subscription was resumed.',
		},
		failure: {
			changePlan: 'Could not change the plan',
			cancel: 'Could not cancel the subscription',
			suspend: 'Could not suspend the subscription',
			resume: 'Could not resume the subscription',
		},
		createSessionError: 'An error occured while creating payment session',
		checkout: {
			choose: 'Pay with PayPal or with a debit or credit card: PayPal opens in a new window to approve the payment.',
			loading: 'Loading PayPal…',
			unavailable: 'The PayPal buttons could not load.',
			redirect: 'Continue on PayPal',
			charge: 'At PayPal you approve a charge of {{charged}} {{period}} in {{currency}} ({{conversion}}).',
		},
		result: {
			confirming: 'Confirming your payment…',
			success: 'payment made successfully',
			scheduledTitle: 'Plan change scheduled',
			successBody: 'You can see your plan and your receipts on your profile.',
			plan: 'Plan: {{plan}}',
			failedTitle: 'The payment did not go through',
			amountPaid: 'You paid {{amount}} on {{date}}.',
			nextCharge: 'Next charge: {{amount}} on {{date}} ({{conversion}}).',
			scheduled: 'Your change to {{plan}} is scheduled for {{date}}. Nothing was charged today.',
			cancelledTitle: 'Payment cancelled',
			cancelledBody:
				'You cancelled the payment at PayPal. Nothing was charged; you can choose a plan whenever you like.',
			failedShort: 'Payment was not successfull... check your network connection',
			failedLong: 'The payment was not successful for some reason; check your network connection and try again later',
			goHome: 'Go home',
			seeProfile: 'See my profile',
			nothingToConfirmBody:
				'This page confirms a payment when PayPal brings you back after paying. To subscribe, choose a plan; your plans and receipts are on your profile.',
			seePlans: 'See plans',
		},
		profile: {
			subscriptionsTitle: 'My subscriptions',
			noSubscriptions: 'You have no subscriptions yet.',
			receiptsTitle: 'Receipts',
			noReceipts: 'You have no payments yet.',
			loadError: 'We could not load this information.',
			seePlans: 'See plans',
			receipt: {
				date: 'Date',
				plan: 'Plan',
				amount: 'Amount charged',
				reference: 'PayPal reference',
			},
		},
	},
};
