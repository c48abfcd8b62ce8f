import type { Catalog } from '../catalog';

export const pages: Catalog['pages'] = {
	features: {
		manageProfessional: {
			title: 'Manage professional profile',
			description: 'Create and keep your freelancer or self-employed profile up to date.',
			points: {
				one: 'Description, location and profile photo.',
				two: 'Identification number for independent freelancers.',
				three: 'Links to your social media.',
			},
		},
	},
	home: {
		hero: {
			eyebrow: 'Made in the Dominican Republic',
			title: 'Everything you need in the DR, in one place',
			subtitle:
				'Find businesses, professionals, restaurants and events near you. Compare reviews, chat and connect with the people who keep the country moving.',
			search: 'Search the directory',
			signup: 'Create a free account',
		},
		sections: {
			title: 'What can you find on Edge?',
			subtitle: 'A living directory, made by and for the Dominican community.',
			businesses: {
				title: 'Businesses',
				text: 'Companies in almost 70 categories, from hardware stores to clinics.',
				link: 'See categories',
			},
			professionals: {
				title: 'Professionals',
				text: 'Trusted freelancers for any job, with offers right in the chat.',
				link: 'See professionals',
			},
			restaurants: {
				title: 'Restaurants',
				text: 'Menus, offers and reviews to decide where to eat today.',
				link: 'See restaurants',
			},
			events: {
				title: 'Events',
				text: 'Fairs, workshops and launches on the Edge Calendar.',
				link: 'See the calendar',
			},
		},
		forBusinesses: {
			title: 'Own a business?',
			text: 'Publish your profile and let customers find you. With a plan, you take part in the business wall and post events on the Edge Calendar.',
			points: {
				profile: 'A profile with opening hours, location, photos and reviews',
				wall: 'Access to the business wall',
				events: 'Your events on the Edge Calendar',
			},
			discount: '50% off your first purchase',
			cta: 'See plans',
		},
	},
};
