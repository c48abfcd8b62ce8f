import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
	/** RCPT TO addresses: who the SMTP server was asked to deliver to. */
	recipients: string[];
	/** The message as it crossed the wire: headers, blank line, body. */
	raw: string;
	/** The header section, unfolded, one header per entry. */
	headers: string[];
	/** The body, its transfer encoding (quoted-printable or base64) undone. */
	text: string;
}

/** Undoes the transfer encoding nodemailer chose for a text body. */
function decodeBody(headers: string[], body: string): string {
	const encoding = headers
		.find((header) => /^content-transfer-encoding:/i.test(header))
		?.split(':')[1]
		?.trim();
	if (encoding?.toLowerCase() === 'base64') return Buffer.from(body, 'base64').toString('utf8');
	if (encoding?.toLowerCase() !== 'quoted-printable') return body;
	// Soft line breaks go; each =XX is a byte, read back through percent-decoding as UTF-8.
	const percent = body
		.replace(/=\r\n/g, '')
		.replace(/%/g, '%25')
		.replace(/=([0-9A-F]{2})/gi, '%$1');
	return decodeURIComponent(percent);
}

export interface SmtpCapture {
	/** smtp://127.0.0.1:<port>, for the server's SMTP_URL. */
	url: string;
	mails: CapturedMail[];
	/** While true the server answers DATA with 550, as a mailbox that refuses the mail would. */
	refuse: boolean;
	/** Resolves with the n-th mail (1-based) once it has arrived. */
	nth(n: number): Promise<CapturedMail>;
	close(): Promise<void>;
}

/** A real SMTP server (smtp-server) on an ephemeral port that keeps every mail it accepts. */
export async function startSmtpCapture(): Promise<SmtpCapture> {
	const waiters: Array<{ n: number; resolve: (mail: CapturedMail) => void }> = [];
	const capture: SmtpCapture = {
		url: '',
		mails: [],
		refuse: false,
		nth(n) {
			const mail = capture.mails[n - 1];
			if (mail) return Promise.resolve(mail);
			return new Promise((resolve) => waiters.push({ n, resolve }));
		},
		close: () => new Promise((resolve) => server.close(() => resolve())),
	};
	const server = new SMTPServer({
		authOptional: true,
		disabledCommands: ['STARTTLS'],
		logger: false,
		closeTimeout: 100,
		onData(stream, session, callback) {
			const chunks: Buffer[] = [];
			stream.on('data', (chunk: Buffer) => chunks.push(chunk));
			stream.on('end', () => {
				if (capture.refuse) {
					callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
					return;
				}
				const raw = Buffer.concat(chunks).toString('utf8');
				const split = raw.indexOf('\r\n\r\n');
				const headers = raw
					.slice(0, split)
					.replace(/\r\n[ \t]+/g, ' ')
					.split('\r\n');
				const text = decodeBody(headers, raw.slice(split + 4));
				const mail = { recipients: session.envelope.rcptTo.map((to) => to.address), raw, headers, text };
				capture.mails.push(mail);
				for (const waiter of waiters.filter((w) => w.n === capture.mails.length)) waiter.resolve(mail);
				callback();
			});
		},
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	capture.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
	return capture;
}
