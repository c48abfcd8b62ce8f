import { contactMessages } from '@edge/db';
import { serverT } from '@edge/i18n/server';
import type { z } from 'zod';
import type { ApiDeps } from '../context';
import type { contactSchema } from './contact.schema';

/** Stores the message, then mails it to the site's address (SMTP or the local outbox). */
export async function submitContactMessage(
	deps: Pick<ApiDeps, 'db' | 'clock' | 'mailer' | 'contactEmail'>,
	input: z.output<typeof contactSchema>,
): Promise<void> {
	deps.db
		.insert(contactMessages)
		.values({ ...input, createdAt: deps.clock.now() })
		.run();
	// The team reads Spanish; the message itself stays in the sender's words.
	const t = serverT('es');
	await deps.mailer.send({
		to: deps.contactEmail,
		subject: t('email.contact.subject', { name: input.name }),
		text: t('email.contact.body', input),
	});
}
