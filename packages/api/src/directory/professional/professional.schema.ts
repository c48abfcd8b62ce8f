import { z } from 'zod';
import '../../shared/zod-messages';
import { uploadIdInput } from '../../images/upload-id';
import { isIsoDate, isWithinMaximumAge, todayInSantoDomingo } from '../../shared/age';
import { cedulaDigits, hasValidCedulaCheckDigit } from '../../shared/dominican-ids';
import { optionalPhone, phone } from '../../shared/phone';
import { weeklyHoursInput } from '../hours.schema';
import { type ColumnRules, emailText, inForm, optionalText, text, value } from '../profile-columns';
import { BLOOD_GROUPS, FREELANCER_KINDS, SOCIAL_PLATFORMS } from '../profile-kinds';

export {
	cedulaCheckDigit,
	cedulaDigits,
	formatCedula,
	hasValidCedulaCheckDigit,
	maskCedula,
} from '../../shared/dominican-ids';

/**
 * Inputs of the freelancer (professional) and employee profile procedures, shared with their forms.
 * Optional text fields take '' for "none", so a form's values are the input as they are.
 */

const profileId = z.number().int().positive();
const imageId = uploadIdInput.nullable();
const jobTypeSlug = z.string().trim().min(1, 'validation.required').max(80);
const about = z.string().trim().min(1, 'validation.required').max(2000);

export const professionalSocialLinkInput = z.object({
	platform: z.enum(SOCIAL_PLATFORMS),
	url: z
		.string()
		.trim()
		.max(500)
		.refine((value) => /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(value), 'professional.form.invalidUrl'),
});
export type ProfessionalSocialLinkInput = z.infer<typeof professionalSocialLinkInput>;

/** A point on the map, or none: both coordinates or neither. */
const coordinate = (min: number, max: number) => z.number().min(min).max(max).nullable();

const freelancerFields = z.object({
	/** The display name; left empty, the server uses the account's names. */
	title: z.string().trim().max(120),
	about,
	city: z.string().trim().min(1, 'validation.required').max(80),
	province: z.string().trim().max(80),
	lat: coordinate(-90, 90),
	lng: coordinate(-180, 180),
	imageId,
	jobTypeSlug,
	freelancerKind: z.enum(FREELANCER_KINDS),
	/** The cédula, required from independents; ignored (and not stored) for the self-employed. */
	idNumber: z.string().trim().max(20),
	phone: optionalPhone,
	hours: weeklyHoursInput,
	socialLinks: z.array(professionalSocialLinkInput).max(8),
});

type FreelancerFields = z.infer<typeof freelancerFields>;

function freelancerRules(
	value: Pick<FreelancerFields, 'freelancerKind' | 'idNumber' | 'lat' | 'lng'>,
	ctx: z.RefinementCtx,
) {
	if (value.freelancerKind === 'independent') {
		const digits = cedulaDigits(value.idNumber);
		if (value.idNumber === '') {
			ctx.addIssue({ code: 'custom', path: ['idNumber'], message: 'professional.cedula.required' });
		} else if (!digits) {
			ctx.addIssue({ code: 'custom', path: ['idNumber'], message: 'professional.cedula.format' });
		} else if (!hasValidCedulaCheckDigit(digits)) {
			ctx.addIssue({ code: 'custom', path: ['idNumber'], message: 'professional.cedula.checkDigit' });
		}
	}
	if ((value.lat === null) !== (value.lng === null)) {
		ctx.addIssue({
			code: 'custom',
			path: [value.lat === null ? 'lat' : 'lng'],
			message: 'professional.form.locationPair',
		});
	}
}

/**
 * The freelancer form's fields stored and shown 1:1 (profile-columns.ts). Beside them: the title
 * (the account's name when left empty), the job type (shown named), the kind and the cédula (kept
 * only for independents, masked for others), the place, hours and links.
 */
export const FREELANCER_COLUMNS = {
	about: inForm(text, { type: 'longText', section: 'about', required: true, hint: true, rows: [4, 12] }),
	lat: value(null),
	lng: value(null),
	imageId: value(null),
	phone: optionalText,
} as const satisfies ColumnRules;

export const freelancerProfileInput = freelancerFields.superRefine(freelancerRules);
export type FreelancerProfileInput = z.infer<typeof freelancerProfileInput>;

export const freelancerUpdateInput = freelancerFields.extend({ id: profileId }).superRefine(freelancerRules);
export type FreelancerUpdateInput = z.infer<typeof freelancerUpdateInput>;

/** Not in the future and at most 120 years back, in Santo Domingo's calendar on `today`. */
export function dateOfBirthProblem(value: string, today: string): string | null {
	if (!isIsoDate(value)) return 'validation.dateOfBirth.invalid';
	if (value > today) return 'professional.employee.dateOfBirthFuture';
	if (!isWithinMaximumAge(value, today)) return 'validation.dateOfBirth.maxAge';
	return null;
}

const employeeFields = z.object({
	title: z.string().trim().min(1, 'validation.required').max(120),
	email: z.string().trim().min(1, 'validation.required').max(254).pipe(z.email('validation.email')),
	phone,
	about,
	position: z.string().trim().min(1, 'validation.required').max(120),
	bloodGroup: z.enum(BLOOD_GROUPS, { error: 'professional.employee.bloodGroupInvalid' }),
	dateOfBirth: z
		.string()
		.trim()
		.min(1, 'validation.dateOfBirth.required')
		.superRefine((value, ctx) => {
			// The form checks against the browser's day; the service checks again against the server clock.
			if (value === '') return;
			const problem = dateOfBirthProblem(value, todayInSantoDomingo());
			if (problem) ctx.addIssue({ code: 'custom', message: problem });
		}),
	jobTypeSlug,
	imageId,
});

export const employeeProfileInput = employeeFields;

/**
 * The employee form's fields stored and shown 1:1 (profile-columns.ts). Beside them: the job type
 * (shown named) and the date of birth (checked on the server's day, shown to others as an age).
 */
export const EMPLOYEE_COLUMNS = {
	title: inForm(text, { type: 'text', section: 'identity', required: true, label: 'name', autoComplete: 'name' }),
	position: inForm(text, { type: 'text', section: 'identity', required: true }),
	email: inForm(emailText, { type: 'email', section: 'identity', required: true }),
	phone: text,
	about: inForm(text, { type: 'longText', section: 'about', required: true, rows: [4, 12] }),
	bloodGroup: value<''>(''),
	imageId: value(null),
} as const satisfies ColumnRules;
export type EmployeeProfileInput = z.infer<typeof employeeProfileInput>;

export const employeeUpdateInput = employeeFields.extend({ id: profileId });
export type EmployeeUpdateInput = z.infer<typeof employeeUpdateInput>;

export const professionalProfileIdInput = z.object({ id: profileId });
