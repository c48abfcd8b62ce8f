import type { SmtpTransport } from '@edge/api';
import nodemailer from 'nodemailer';

/** SMTP delivery when SMTP_URL is set (smtp://user:pass@host:587 or smtps://…). */
export function createSmtpTransport(smtpUrl: string): SmtpTransport {
	const transporter = nodemailer.createTransport(smtpUrl);
	return { sendMail: (mail) => transporter.sendMail(mail) };
}
